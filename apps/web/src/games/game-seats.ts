import { signal } from '@preact/signals';
import type { Seat } from './game-view';

/**
 * The games' seats this browser holds (13.1), beside the careers' (seats/seats.ts) under their own key: the seat
 * token, the dice seed this seat committed to (revealed once both committed, 13.1.1) and the evasive number
 * set face hidden (14.8.3) until it is uncovered. Never in a URL.
 */
export interface HeldGameSeat {
  readonly gameId: string;
  readonly seat: Seat;
  readonly seatToken: string;
  readonly kommandant: string;
  readonly seed: string;
  /** Seat a keeps the invite code to show the invite link again. */
  readonly inviteCode?: string;
  readonly joinedAt: string;
  readonly manoeuvre?: { readonly number: number; readonly salt: string; readonly hash: string };
}

const KEY = 'periscope.games.v1';

function load(): Record<string, HeldGameSeat> {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, HeldGameSeat> | null;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export const gameSeats = signal<Record<string, HeldGameSeat>>(load());

function save(next: Record<string, HeldGameSeat>) {
  gameSeats.value = next;
  localStorage.setItem(KEY, JSON.stringify(next));
}

export const gameSeatOf = (gameId: string): HeldGameSeat | undefined => gameSeats.value[gameId];

export function holdGameSeat(seat: HeldGameSeat) {
  save({ ...gameSeats.value, [seat.gameId]: seat });
}

/** Keeps (or, with undefined, drops) the evasive number this seat set face hidden. */
export function keepManoeuvre(gameId: string, manoeuvre: HeldGameSeat['manoeuvre']) {
  const held = gameSeats.value[gameId];
  if (held) save({ ...gameSeats.value, [gameId]: { ...held, manoeuvre } });
}

/** Reloads from storage (another tab of this browser may have taken a seat). */
export function reloadGameSeats() {
  gameSeats.value = load();
}
