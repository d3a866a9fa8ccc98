import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Socket } from 'socket.io';

/** socket.io's listener arguments split as Nest splits them (IoAdapter.mapPayload): the message, then its ack. */
function splitArguments<Ack>(args: unknown[]): [body: unknown, ack?: Ack] {
  const { data, ack } = IoAdapter.prototype.mapPayload(args.length > 1 ? args : args[0]);
  return [data, ack as Ack | undefined];
}

/**
 * One listener for a message of every socket, in place of a Nest handler bound per socket: socket.io calls it with
 * the socket as `this`, and it hands `handle` the socket, the message and its ack, without Nest's execution
 * context, guards and interceptors per message. `handle` checks its own input and answers its own errors
 * (docs/live.md "The messages without Nest's dispatch").
 */
export const sharedListener = <Ack>(handle: (socket: Socket, body: unknown, ack?: Ack) => Promise<void>) =>
  function listener(this: Socket, ...args: unknown[]): void {
    void handle(this, ...splitArguments<Ack>(args));
  };
