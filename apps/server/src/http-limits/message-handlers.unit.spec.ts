import { EventEmitter } from 'node:events';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { from, isObservable, mergeAll, of, type Observable } from 'rxjs';
import type { Socket } from 'socket.io';
import { bindMessageHandlers } from './message-handlers';

/** A socket as the binding sees it: listeners it registers, events it emits, whether it is disconnected. */
class FakeSocket extends EventEmitter {
  disconnected = false;
  readonly emitted: unknown[][] = [];
  receive(message: string, ...args: unknown[]): void {
    super.emit(message, ...args);
  }
  override emit(event: string, ...args: unknown[]): boolean {
    this.emitted.push([event, ...args]);
    return true;
  }
}

const adapter = new IoAdapter();
/** Nest's own (WebSocketsController): the awaited result, an Observable's values or the one value. */
const transform = (result: unknown): Observable<unknown> =>
  from(Promise.resolve(result).then((value) => (isObservable(value) ? value : of(value)))).pipe(mergeAll());
const settle = () => new Promise((resolve) => setImmediate(resolve));

type Bind = (socket: Socket, handlers: MessageMappingProperties[]) => void;

/** This binding, and Nest's own that it replaces: both answer alike. */
const BINDINGS: [string, Bind][] = [
  [
    'bindMessageHandlers',
    (socket, handlers) => bindMessageHandlers(socket, handlers, transform, (p) => adapter.mapPayload(p)),
  ],
  ["Nest's IoAdapter", (socket, handlers) => adapter.bindMessageHandlers(socket, handlers, transform)],
];

describe.each(BINDINGS)('%s, given a gateway handler bound to a socket', (_, bind) => {
  function bound(callback: MessageMappingProperties['callback'], isAckHandledManually = false) {
    const socket = new FakeSocket();
    bind(socket as unknown as Socket, [
      { message: 'join', methodName: 'join', callback, isAckHandledManually },
    ]);
    return socket;
  }

  it('when a message comes with an ack, then the handler gets the message and the ack, and its answer is acked', async () => {
    const seen: unknown[] = [];
    const socket = bound(async (data: unknown, ack: unknown) => (seen.push(data, typeof ack), { ok: true }));
    const acked: unknown[] = [];
    socket.receive('join', { id: '1' }, (answer: unknown) => acked.push(answer));
    await settle();
    expect(seen).toEqual([{ id: '1' }, 'function']);
    expect(acked).toEqual([{ ok: true }]);
  });

  it('when the handler answers an event, then it is emitted; when it answers nothing, then nothing is sent', async () => {
    const socket = bound(async (data: unknown) => (data === 'loud' ? { event: 'said', data: 1 } : undefined));
    const acked: unknown[] = [];
    socket.receive('join', 'loud', (answer: unknown) => acked.push(answer));
    socket.receive('join', 'quiet', (answer: unknown) => acked.push(answer));
    await settle();
    expect(socket.emitted).toEqual([['said', 1]]);
    expect(acked).toEqual([]);
  });

  it('when the handler acks itself, or the socket is gone before the answer, then the answer is not acked', async () => {
    const acked: unknown[] = [];
    const manual = bound(async () => ({ ok: true }), true);
    manual.receive('join', {}, (answer: unknown) => acked.push(answer));
    const gone = bound(async () => ({ ok: true }));
    gone.receive('join', {}, (answer: unknown) => acked.push(answer));
    gone.disconnected = true;
    gone.receive('disconnect');
    await settle();
    expect(acked).toEqual([]);
  });

  it('when the handler answers an Observable, at once or awaited, then its values are acked', async () => {
    const acked: unknown[] = [];
    const now = bound(() => of({ ok: 'at once' }));
    now.receive('join', {}, (answer: unknown) => acked.push(answer));
    const later = bound(async () => of({ ok: 'awaited' }, { ok: 'twice' }));
    later.receive('join', {}, (answer: unknown) => acked.push(answer));
    await settle();
    expect(acked).toEqual([{ ok: 'at once' }, { ok: 'awaited' }, { ok: 'twice' }]);
  });
});
