import fc from 'fast-check';
import { badId, hostileValue, mutated } from './hostile-values';
import type { Known } from './openapi-routes';

// Malformed messages for every socket message a client sends (live.dto.ts, leaderboards.gateway.ts).

export interface SocketMessage {
  namespace: '/live' | '/tournaments';
  event: string;
  /** The message's arguments; the last one is the ack unless `ack` is false. */
  args: unknown[];
  ack: boolean;
  /** Which of the namespace's clients sends it (each has its own auth). */
  client: number;
}

/** A valid message of each kind, for the mutations to break. */
function validMessages(known: Known) {
  const id = known.ids[0];
  return {
    '/live': {
      join: { stream: 'career', id, after: 0 },
      leave: { stream: 'game', id },
      command: { stream: 'career', id, commandId: 'fuzz-1', type: 'AssignPatrol', data: {} },
    },
    '/tournaments': { join: { id, after: 0 }, leave: { id } },
  } as const;
}

export function malformedMessage(known: Known, clients: number): fc.Arbitrary<SocketMessage> {
  const valid = validMessages(known);
  const kinds = Object.entries(valid).flatMap(([namespace, events]) =>
    Object.entries(events).map(([event, body]) => ({ namespace, event, body })),
  );
  const message = fc.constantFrom(...kinds).chain(({ namespace, event, body }) =>
    fc.record({
      namespace: fc.constant(namespace as SocketMessage['namespace']),
      event: fc.constant(event),
      args: fc.oneof(
        { arbitrary: mutated(body, ['stream', 'id', 'after']).map((m) => [m]), weight: 5 },
        { arbitrary: withId(body, known).map((m) => [m]), weight: 2 },
        { arbitrary: hostileValue.map((v) => [v]), weight: 2 },
        { arbitrary: fc.array(hostileValue, { maxLength: 3 }), weight: 1 },
      ),
      ack: fc.nat({ max: 9 }).map((n) => n < 8), // mostly with an ack, to read the answer
      client: fc.nat({ max: clients - 1 }),
    }),
  );
  // A message over the size limit closes the socket: hardening.e2e-spec tests that apart.
  return message.filter((m) => Buffer.byteLength(JSON.stringify([m.event, ...m.args]) ?? '') < MAX_BYTES);
}

const MAX_BYTES = 90_000;

/** The message with an id that names something else, or nothing. */
const withId = (body: Record<string, unknown>, known: Known) =>
  fc.oneof(fc.constantFrom(...known.ids), badId).map((id) => ({ ...body, id }));
