import { headlineOf, secretKeys, without } from '@periscope/rules/career/views';
import type { GameEventType } from './events';
import { seatDeadline } from './deadlines';
import { pending } from './pending';
import { otherSeat, SEATS, type Seat } from './seats';
import type { GameState, SeatState } from './state';

/**
 * A two-player game as a viewer may see it (13.1): a seat sees everything but the other seat's evasive number
 * while it is face down (14.8.3); a spectator sees no seed before the end either (the one secret list: the
 * career views' secrets.ts).
 */

/** Who looks at a game: one of its seats, or a spectator (anonymous, read-only). */
export type GameViewer = Seat | 'spectator';

/** An event of the game's stream as it is read back. */
export interface GameEventRecord {
  readonly id: string;
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: number;
  readonly recordedAt?: string;
}

/** How a hidden value is taken out: dropped (the views), or written `"sealed"` in its place (an export). */
export type Redaction = (value: unknown, keys: readonly string[]) => unknown;

/** 14.8.3: what a face-down evasive number is made of, in its event and in the command that revealed it. */
export const FACE_DOWN_KEYS: readonly string[] = ['number', 'salt'];

/** 14.8.3: a seat's evasive number stays face down for the others until both numbers are known. */
const sealedNumber = (state: GameState, seat: Seat, viewer: GameViewer): boolean =>
  viewer !== seat && state.manoeuvres?.numbers[otherSeat(seat)] === undefined;

const secretsFor = (viewer: GameViewer, over: boolean) => secretKeys(viewer === 'spectator', over);

function seatView(state: GameState, seat: Seat) {
  const s = state.seats[seat] as SeatState | null;
  if (!s) return null;
  const summary = headlineOf(s.career);
  return { player: s.player, seedRevealed: s.seed !== null, seed: s.seed, summary, career: s.career };
}

function manoeuvresView(state: GameState, viewer: GameViewer) {
  const m = state.manoeuvres;
  if (!m) return null;
  const numbers: Partial<Record<Seat, number>> = {};
  for (const seat of SEATS)
    if (m.numbers[seat] !== undefined && !sealedNumber(state, seat, viewer)) numbers[seat] = m.numbers[seat];
  return { hashes: m.hashes, numbers, revealed: Object.keys(m.numbers) };
}

/**
 * GET /games/:id: the game as its events fold, what is pending, as this viewer may see it, and the seats'
 * deadline (TP-TIMEOUT) counted from `since`, when the last event was decided (its metadata's `at`).
 */
export function gameView(
  gameId: string,
  revision: number,
  state: GameState,
  viewer: GameViewer,
  since: string | null = null,
) {
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
    deadline: seatDeadline(state, since),
  };
  return without(view, secretsFor(viewer, state.phase === 'over')) as typeof view;
}

/** What a viewer may not see of an event; `resolved`: the manoeuvre it belongs to has both numbers known. */
function hiddenKeys(event: GameEventRecord, viewer: GameViewer, over: boolean, resolved: boolean) {
  const seat = (event.data as { seat?: unknown }).seat;
  const faceDown = event.type === 'ManoeuvreRevealed' && !resolved && !over && seat !== viewer;
  return [...(faceDown ? FACE_DOWN_KEYS : []), ...secretsFor(viewer, over)];
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
const CLOSES_MANOEUVRE: ReadonlySet<string> = new Set<GameEventType>([
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
    const { position, recordedAt } = event;
    return {
      ...eventView(event, viewer, over, resolved, redact),
      ...(position !== undefined && { position, recordedAt }),
    };
  });
}
