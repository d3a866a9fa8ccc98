import type { MessageMappingProperties } from '@nestjs/websockets';
import { isObservable, type Observable } from 'rxjs';
import type { Socket } from 'socket.io';

/** A gateway handler's answer: an event to emit, or the ack's value (nothing: no answer). */
type Response = { event?: string; data?: unknown } | null | undefined;

/** Nest's split of socket.io's listener arguments into the message and its ack (IoAdapter.mapPayload). */
export type PayloadMapper = (payload: unknown) => { data?: unknown; ack?: unknown };

/**
 * Binds a gateway's handlers to a socket as Nest's IoAdapter does, with a plain listener per message instead of an
 * rxjs pipeline per message (its subscriptions were a tenth of the server's time reading a crowd's re-join, and
 * their garbage more): a handler's answer is emitted when it names an event, else acked, unless the handler acks
 * itself; nothing once the socket is disconnected. An Observable answered goes through `transform`, as in Nest.
 */
export function bindMessageHandlers(
  socket: Socket,
  handlers: readonly MessageMappingProperties[],
  transform: (result: unknown) => Observable<unknown>,
  mapPayload: PayloadMapper,
): void {
  for (const { message, callback, isAckHandledManually } of handlers)
    socket.on(message as string, (...args: unknown[]) => {
      const { data, ack } = mapPayload(args.length > 1 ? args : args[0]);
      const respond = (answer: unknown) => {
        const response = answer as Response;
        if (response === null || response === undefined || socket.disconnected) return;
        if (response.event) socket.emit(response.event, response.data);
        else if (!isAckHandledManually && typeof ack === 'function') (ack as (r: unknown) => void)(response);
      };
      const result = callback(data, ack);
      if (!(result instanceof Promise)) return void transform(result).subscribe(respond);
      // Nest's exception filter answers a handler's error; a rejection past it must not end the process.
      void result.then(
        (value) => (isObservable(value) ? transform(value).subscribe(respond) : respond(value)),
        () => undefined,
      );
    });
}
