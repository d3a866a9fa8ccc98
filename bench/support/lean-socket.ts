import WebSocket from 'ws';

/** A bench spectator's socket on one socket.io namespace, without socket.io-client. */
export interface LeanSocket {
  /**
   * Emits with an acknowledgement; resolves with the ack's first argument, as `read` makes it of the ack's
   * arguments as sent (`[…]`, JSON): parsed whole unless the caller reads only what it needs.
   */
  request<T>(event: string, payload: unknown, read?: (args: string) => T): Promise<T>;
  emit(event: string, payload: unknown): void;
  /** Emits an event with several arguments (`args[0]` is its name), as socket.emit(name, ...rest). */
  emitArgs(args: readonly unknown[]): void;
  close(): void;
}

/** Each handler gets the whole frame of its event (`42<namespace>,["event",…]`) and reads what it needs. */
export type FrameHandlers = Readonly<Record<string, (frame: string) => void>>;

// socket.io's protocol over a websocket: engine.io v4 packets (0 open, 2 ping, 3 pong, 4 message) carrying
// socket.io v5 packets (0 connect, 2 event, 3 ack, 4 connect error) of the namespace.

/** The payload of an event frame, parsed: what socket.io-client would hand its listener. */
export const framePayload = <T>(frame: string): T =>
  (JSON.parse(frame.slice(frame.indexOf('['))) as [string, T])[1];

const firstArgument = <T>(args: string): T => (JSON.parse(args) as [T])[0];

/**
 * The same frames on the wire as socket.io-client's, read with `ws` alone: one process holding a thousand
 * spectators would otherwise spend socket.io-client's decoding a thousand times a message, where each real
 * spectator spends it once on his own machine.
 */
export function openLeanSocket(url: string, namespace: string, handlers: FrameHandlers): Promise<LeanSocket> {
  const event = `42${namespace},`;
  const ackPrefix = `43${namespace},`;
  const prefixes = Object.entries(handlers).map(([name, handle]) => [`${event}["${name}",`, handle] as const);
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  const acks = new Map<number, (args: string) => void>();
  let nextAck = 0;
  const socket: LeanSocket = {
    request: <T>(name: string, payload: unknown, read: (args: string) => T = firstArgument) =>
      new Promise<T>((resolve) => {
        const ack = nextAck++;
        acks.set(ack, (args) => resolve(read(args)));
        ws.send(`${event}${ack}${JSON.stringify([name, payload])}`);
      }),
    emit: (name, payload) => ws.send(`${event}${JSON.stringify([name, payload])}`),
    emitArgs: (args) => ws.send(`${event}${JSON.stringify(args)}`),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith(event)) prefixes.find(([prefix]) => text.startsWith(prefix))?.[1](text);
      else if (text === '2') ws.send('3');
      else if (text.startsWith(ackPrefix)) {
        const args = text.indexOf('[', ackPrefix.length);
        const ack = Number(text.slice(ackPrefix.length, args));
        acks.get(ack)?.(text.slice(args));
        acks.delete(ack);
      } else if (text.startsWith(`40${namespace},`)) resolve(socket);
      else if (text.startsWith(`44${namespace},`)) reject(new Error(`connect: ${text}`));
      else if (text.startsWith('0')) ws.send(`40${namespace},`);
    });
  });
}
