import type { RecordedEvent } from '@periscope/event-store';
import { otherSeat, pending, type GameState, type Seat, type SeatState } from '@periscope/play/duel';
import { summaryOf } from '../careers/career-view';
import { without } from '../live/redact';
import type { GameEventRecord } from './game-record';

/** Who looks at a game: one of its seats, or a spectator (anonymous, read-only). */
export type GameViewer = Seat | 'spectator';

/** Seeds a spectator does not see before the game is over (as for careers: the live module's SEED_KEYS). */
const SEED_KEYS = ['seed', 'playerSeed', 'serverSeed'];

/** 14.8.3: a seat's evasive number stays face down for the others until both numbers are known. */
const sealedNumber = (state: GameState, seat: Seat, viewer: GameViewer): boolean =>
  viewer !== seat && state.manoeuvres?.numbers[otherSeat(seat)] === undefined;

function seatView(state: GameState, seat: Seat) {
  const s = state.seats[seat] as SeatState | null;
  if (!s) return null;
  return {
    player: s.player,
    seedRevealed: s.seed !== null,
    seed: s.seed,
    summary: summaryOf(s.career),
    career: s.career,
  };
}

function manoeuvresView(state: GameState, viewer: GameViewer) {
  const m = state.manoeuvres;
  if (!m) return null;
  const numbers: Partial<Record<Seat, number>> = {};
  for (const seat of ['a', 'b'] as const)
    if (m.numbers[seat] !== undefined && !sealedNumber(state, seat, viewer)) numbers[seat] = m.numbers[seat];
  return { hashes: m.hashes, numbers, revealed: Object.keys(m.numbers) };
}

/** GET /games/:id: the game as its events fold, what is pending, as this viewer may see it. */
export function gameView(gameId: string, revision: number, state: GameState, viewer: GameViewer) {
  const view = {
    gameId,
    revision,
    viewer,
    phase: state.phase,
    turn: state.turn,
    settings: state.settings,
    seats: { a: seatView(state, 'a'), b: seatView(state, 'b') },
    held: state.held,
    manoeuvres: manoeuvresView(state, viewer),
    nextNonce: state.nextNonce,
    result: state.result,
    pending: pending(state),
  };
  return hidden(view, state, viewer);
}

const hidden = <T>(value: T, state: GameState, viewer: GameViewer): T =>
  viewer === 'spectator' && state.phase !== 'over' ? (without(value, SEED_KEYS) as T) : value;

/** How a hidden value is taken out: dropped (the views), or written `"sealed"` in its place (the export). */
export type Redaction = (value: unknown, keys: readonly string[]) => unknown;

/** What a viewer may not see of an event; `resolved`: the manoeuvre it belongs to has both numbers known. */
export function hiddenKeys(event: GameEventRecord, viewer: GameViewer, over: boolean, resolved: boolean) {
  const seat = (event.data as { seat?: unknown }).seat;
  const faceDown = event.type === 'ManoeuvreRevealed' && !resolved && !over && seat !== viewer;
  return [...(faceDown ? ['number', 'salt'] : []), ...(viewer === 'spectator' && !over ? SEED_KEYS : [])];
}

/** An event as a viewer sees it: the number and salt are in the event and in the command its metadata records. */
export function eventView(
  event: GameEventRecord,
  viewer: GameViewer,
  over: boolean,
  resolved: boolean,
  redact: Redaction = without,
) {
  const hidden = hiddenKeys(event, viewer, over, resolved);
  const data = redact(event.data, hidden);
  const metadata = redact(event.metadata, hidden) as Record<string, unknown>;
  return { id: event.id, revision: event.revision, type: event.type, data, metadata };
}

/** A reveal is resolved once a later event closes its manoeuvre (the other number, or the career's command). */
const CLOSES_MANOEUVRE = new Set([
  'ManoeuvreRevealed',
  'ManoeuvreRolled',
  'ManoeuvreForfeited',
  'OpponentRollAwaited',
  'CareerAdvanced',
]);

/** Events as a viewer sees them, judged against the whole stream known so far (`all`). */
export function eventsView(
  all: readonly GameEventRecord[],
  page: readonly GameEventRecord[],
  viewer: GameViewer,
  over: boolean,
  redact: Redaction = without,
) {
  const lastClose = all.reduce((last, e) => (CLOSES_MANOEUVRE.has(e.type) ? e.revision : last), -1);
  return page.map((event) => {
    const resolved = event.type !== 'ManoeuvreRevealed' || lastClose > event.revision;
    const { position, recordedAt } = event as Partial<RecordedEvent>;
    return {
      ...eventView(event, viewer, over, resolved, redact),
      ...(position !== undefined && { position, recordedAt }),
    };
  });
}
