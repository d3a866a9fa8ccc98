import type { Socket } from 'socket.io';
import type { ErrorBody } from '../common/error-body';
import type { JoinLimit } from './join-limit';
import { valueOverBounds } from './json-depth';
import { MAX_MESSAGE_VALUES, type ServerLimits } from './limits';
import { tooDeep, tooManyJoins, tooManyMessages, tooManyValues } from './refusals';

type Ack = (answer: { ok: false; error: ErrorBody }) => void;

/** The per-IP windows a socket's messages spend. */
export interface PacketBudgets {
  /** Every message, whatever its event (`join`, `leave`, commands…). */
  readonly events: JoinLimit;
  /** Joins, which also subscribe. */
  readonly joins: JoinLimit;
}

/**
 * Checks every message before its handler (and so before validation): messages per IP, any event (429
 * rate/limited, and the socket is disconnected: a client of ours never sends that many), depth and number of
 * values (400 validation/too-deep), and joins per IP (429 rate/limited). A refused message gets the gateways'
 * error ack. `ip` is the client's address (the forwarded one behind a trusted proxy).
 */
export function guardPackets(socket: Socket, ip: string, limits: ServerLimits, budgets: PacketBudgets): void {
  socket.use((packet, next) => {
    const last = packet[packet.length - 1];
    const ack = typeof last === 'function' ? (last as Ack) : undefined;
    const wait = budgets.events.spend(ip);
    if (wait > 0) {
      ack?.({ ok: false, error: tooManyMessages(budgets.events.limit, budgets.events.ttlMs, wait) });
      return void socket.disconnect(true);
    }
    const args = packet.slice(1, ack ? -1 : undefined);
    const error = refusalOf(String(packet[0]), args, ip, limits, budgets.joins);
    if (!error) return next();
    ack?.({ ok: false, error });
  });
}

function refusalOf(
  event: string,
  args: unknown[],
  ip: string,
  limits: ServerLimits,
  joins: JoinLimit,
): ErrorBody | undefined {
  // The arguments' array is one level more than the message.
  if (valueOverBounds(args, limits.jsonMaxDepth + 1, Infinity)) return tooDeep(limits.jsonMaxDepth).toBody();
  if (valueOverBounds(args, Infinity, MAX_MESSAGE_VALUES)) return tooManyValues(MAX_MESSAGE_VALUES).toBody();
  if (event !== 'join') return undefined;
  const wait = joins.spend(ip);
  return wait > 0 ? tooManyJoins(joins.limit, joins.ttlMs, wait) : undefined;
}
