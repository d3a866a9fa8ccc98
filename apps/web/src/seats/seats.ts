import { signal } from '@preact/signals';

/**
 * The seats this browser holds (issue 15 §2): a career's seat token lives in localStorage only, never in a URL.
 * A "seat key" moves one or all of them to another browser.
 */
export interface HeldSeat {
  readonly careerId: string;
  readonly seatToken: string;
  readonly kommandant: string;
  readonly uboatType: string;
  readonly startedAt: string;
}

const KEY = 'periscope.seats.v1';
const KEY_PREFIX = 'periscope-seat-key:';

function load(): Record<string, HeldSeat> {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, HeldSeat>;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export const seats = signal<Record<string, HeldSeat>>(load());

function save(next: Record<string, HeldSeat>) {
  seats.value = next;
  localStorage.setItem(KEY, JSON.stringify(next));
}

export const seatOf = (careerId: string): HeldSeat | undefined => seats.value[careerId];

export function holdSeat(seat: HeldSeat) {
  save({ ...seats.value, [seat.careerId]: seat });
}

export function forgetSeat(careerId: string) {
  const { [careerId]: _gone, ...rest } = seats.value;
  save(rest);
}

/** A seat key: the seats as text, to paste into another browser (it is a secret: whoever holds it plays). */
export function exportSeatKey(careerIds: readonly string[] = Object.keys(seats.value)): string {
  const chosen = careerIds.map((id) => seats.value[id]).filter((s): s is HeldSeat => s !== undefined);
  return KEY_PREFIX + btoa(unescape(encodeURIComponent(JSON.stringify(chosen))));
}

export class InvalidSeatKey extends Error {}

/** Adds the seats of a key to this browser; answers how many were added. */
export function importSeatKey(key: string): number {
  const text = key.trim();
  if (!text.startsWith(KEY_PREFIX)) throw new InvalidSeatKey('This is not a periscope seat key.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(escape(atob(text.slice(KEY_PREFIX.length)))));
  } catch {
    throw new InvalidSeatKey('The seat key is damaged: copy it again, whole.');
  }
  const valid = (Array.isArray(parsed) ? parsed : []).filter(isSeat);
  if (valid.length === 0) throw new InvalidSeatKey('The seat key holds no seat.');
  save({ ...seats.value, ...Object.fromEntries(valid.map((s) => [s.careerId, s])) });
  return valid.length;
}

const isSeat = (s: unknown): s is HeldSeat => {
  const v = s as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.careerId === 'string' &&
    typeof v.seatToken === 'string' &&
    typeof v.kommandant === 'string' &&
    typeof v.uboatType === 'string' &&
    typeof v.startedAt === 'string'
  );
};
