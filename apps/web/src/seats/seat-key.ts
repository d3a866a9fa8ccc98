import { api } from '../api/http';
import { holdSeats, seats, type HeldSeat } from './seats';

// A seat key moves seats to another browser: the seats as text. A pasted key is read, checked and shown before
// anything is kept: a seat token this browser holds is its only copy, so it is replaced only when the server
// says the pasted token opens the seat and the held one does not (GET /api/careers/:id/seat).

const KEY_PREFIX = 'periscope-seat-key:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** A seat token as the server draws it: 256 random bits, base64url. */
const SEAT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Why a pasted text is no seat key; the screen words the reason (`seatKey.invalid`). */
export class InvalidSeatKey extends Error {
  constructor(readonly reason: 'notAKey' | 'damaged' | 'empty' | 'malformed' | 'twice') {
    super(`invalid seat key: ${reason}`);
  }
}

/** A seat key: the seats as text, to paste into another browser (it is a secret: whoever holds it plays). */
export function exportSeatKey(careerIds: readonly string[] = Object.keys(seats.value)): string {
  const chosen = careerIds.map((id) => seats.value[id]).filter((s): s is HeldSeat => s !== undefined);
  return KEY_PREFIX + btoa(unescape(encodeURIComponent(JSON.stringify(chosen))));
}

const text = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max;

const isSeat = (s: unknown): s is HeldSeat => {
  const v = s as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.careerId === 'string' &&
    UUID.test(v.careerId) &&
    typeof v.seatToken === 'string' &&
    SEAT_TOKEN.test(v.seatToken) &&
    text(v.kommandant, 100) &&
    text(v.uboatType, 20) &&
    typeof v.startedAt === 'string' &&
    !Number.isNaN(Date.parse(v.startedAt))
  );
};

/** The seats of a pasted key, each well formed; throws InvalidSeatKey, saying what is wrong, for anything else. */
export function readSeatKey(key: string): HeldSeat[] {
  const trimmed = key.trim();
  if (!trimmed.startsWith(KEY_PREFIX)) throw new InvalidSeatKey('notAKey');
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(escape(atob(trimmed.slice(KEY_PREFIX.length)))));
  } catch {
    throw new InvalidSeatKey('damaged');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new InvalidSeatKey('empty');
  if (!parsed.every(isSeat)) throw new InvalidSeatKey('malformed');
  const ids = parsed.map((s) => s.careerId);
  if (new Set(ids).size !== ids.length) throw new InvalidSeatKey('twice');
  return parsed;
}

/** What a pasted seat does to this browser, once the server has been asked. */
type SeatChange =
  /** A career this browser had no seat for: the server says the token opens it. */
  | 'add'
  /** The same token is held already. */
  | 'same'
  /** The held token no longer opens the seat and the pasted one does. */
  | 'replace'
  /** The held token opens the seat: it is kept, the pasted one dropped. */
  | 'keep'
  /** The server says the pasted token opens no seat of that career (or there is no such career). */
  | 'wrong'
  /** The server could not be asked: nothing changes for this career. */
  | 'unchecked';

export interface SeatPlanRow {
  readonly seat: HeldSeat;
  readonly held: HeldSeat | undefined;
  readonly change: SeatChange;
}

/** Asks the server whether `token` opens the career's seat; undefined when it cannot say (unreachable, busy…). */
export type SeatCheck = (careerId: string, token: string) => Promise<boolean | undefined>;

export const askServer: SeatCheck = async (careerId, token) => {
  try {
    return (await api<{ seat: boolean }>(`/careers/${careerId}/seat`, { token })).seat === true;
  } catch (error) {
    return (error as { status?: number }).status === 404 ? false : undefined;
  }
};

async function changeOf(seat: HeldSeat, held: HeldSeat | undefined, check: SeatCheck): Promise<SeatChange> {
  if (held?.seatToken === seat.seatToken) return 'same';
  const pasted = await check(seat.careerId, seat.seatToken);
  if (pasted === undefined) return 'unchecked';
  if (!held) return pasted ? 'add' : 'wrong';
  if (!pasted) return 'keep';
  const mine = await check(held.careerId, held.seatToken);
  if (mine === undefined) return 'unchecked';
  return mine ? 'keep' : 'replace';
}

/** What each seat of the key would change here; nothing is kept yet. */
export async function planSeatKey(
  key: readonly HeldSeat[],
  check: SeatCheck = askServer,
): Promise<SeatPlanRow[]> {
  return Promise.all(
    key.map(async (seat) => {
      const held = seats.value[seat.careerId];
      return { seat, held, change: await changeOf(seat, held, check) };
    }),
  );
}

/** Keeps the seats the plan proved (added or replacing a token that no longer opens its seat); answers how many. */
export function applySeatPlan(plan: readonly SeatPlanRow[]): number {
  const kept = plan.filter((row) => row.change === 'add' || row.change === 'replace').map((row) => row.seat);
  holdSeats(kept);
  return kept.length;
}
