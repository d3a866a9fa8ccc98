import { signal } from '@preact/signals';

/**
 * The seats this browser holds: a career's seat token lives in localStorage only, never in a URL. A "seat key"
 * (seat-key.ts) moves one or all of them to another browser.
 */
export interface HeldSeat {
  readonly careerId: string;
  readonly seatToken: string;
  readonly kommandant: string;
  readonly uboatType: string;
  readonly startedAt: string;
}

const KEY = 'periscope.seats.v1';

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

/** Keeps several seats at once (a seat key's, once proved). */
export function holdSeats(held: readonly HeldSeat[]) {
  save({ ...seats.value, ...Object.fromEntries(held.map((s) => [s.careerId, s])) });
}

export function forgetSeat(careerId: string) {
  const { [careerId]: _gone, ...rest } = seats.value;
  save(rest);
}
