import type { CareerAdvanced, GameEvent, GameSettings } from '@periscope/play/duel/events';
import { isOpponentRoll } from '@periscope/play/duel/opponent-rolls';
import type { Roller, Seat } from '@periscope/play/duel/seats';
import { rollsIn, type RecordedRoll } from '@periscope/rules';
import { thousands, tons } from '../../ui/words';
import type { StoryEvent } from './export-events';
import {
  medStart,
  noteOn,
  readCareerEvent,
  startedTitle,
  type CareerTimeline,
  type DuelNote,
} from './timeline';
import { intl, t } from '../../i18n/i18n';
import { purposeName } from '../../career/dice/rolls';

// A two-player game's stream (13.1) as a timeline per boat: both careers travel in it (CareerAdvanced), each
// patrol with its encounters and ships sunk, the rolls the opponent made for them (13.1.2), the evasive numbers
// (14.8.3), and the result (13.1.3).

export const SEATS: readonly Seat[] = ['a', 'b'];
export const otherSeat = (seat: Seat): Seat => (seat === 'a' ? 'b' : 'a');

export interface BoatTimeline {
  readonly seat: Seat;
  readonly kommandant: string;
  readonly timeline: CareerTimeline;
}

export interface GameOutcome {
  readonly tonnage: Readonly<Record<Seat, number>>;
  /** Null for a draw (TP-TIE). */
  readonly winner: Seat | null;
  readonly line: number;
}

export interface GameTimeline {
  /** The terms the game was created with (its campaign), null before GameCreated. */
  readonly settings: GameSettings | null;
  readonly boats: readonly BoatTimeline[];
  result: GameOutcome | null;
}

type Read = GameEvent & { readonly line: number };

interface Reading {
  settings: GameSettings | null;
  readonly names: Record<Seat, string>;
  readonly timelines: Record<Seat, CareerTimeline>;
  turn: Seat | null;
  result: GameOutcome | null;
}

/** The game's timeline: each boat's patrols, in the order of the game's stream. */
export function gameTimeline(events: readonly StoryEvent[]): GameTimeline {
  const reading: Reading = {
    settings: null,
    names: { a: seatName('a'), b: seatName('b') },
    timelines: { a: emptyTimeline(seatName('a')), b: emptyTimeline(seatName('b')) },
    turn: null,
    result: null,
  };
  for (const event of events as unknown as readonly Read[]) read(reading, event);
  return {
    settings: reading.settings,
    boats: SEATS.map((seat) => ({
      seat,
      kommandant: reading.names[seat],
      timeline: reading.timelines[seat],
    })),
    result: reading.result,
  };
}

/** A seat before its player is named: 'Seat a'. */
export const seatName = (seat: Seat): string => t('audit.seat', { seat });

const emptyTimeline = (title: string): CareerTimeline => ({ title, patrols: [], end: null });

/** A seat's player named, his boat's timeline begun. */
function seated(reading: Reading, seat: Seat, name: string): void {
  reading.names[seat] = name;
  reading.timelines[seat] = emptyTimeline(name);
}

function read(reading: Reading, event: Read): void {
  switch (event.type) {
    case 'GameCreated':
      reading.settings = event.data.settings;
      return seated(reading, event.data.seat, event.data.player.kommandant);
    case 'GameJoined':
      return seated(reading, event.data.seat, event.data.player.kommandant);
    case 'GameStarted':
      reading.turn = event.data.firstPatrol;
      return;
    case 'TurnPassed':
      reading.turn = event.data.to;
      return;
    case 'CareerAdvanced':
      return advanced(reading, event.data, event.line);
    case 'ManoeuvreRevealed':
    case 'ManoeuvreRolled':
    case 'ManoeuvreForfeited':
      if (reading.turn) noteOn(reading.timelines[reading.turn], manoeuvreNote(reading, event));
      return;
    case 'GameEnded':
      reading.result = { tonnage: event.data.tonnage, winner: event.data.winner, line: event.line };
  }
}

/** The seat's career events read in order, each opponent's roll noted where it fell (13.1.2). */
function advanced(reading: Reading, data: CareerAdvanced['data'], line: number): void {
  const { seat, events, dice, rolledBy } = data;
  for (const career of events) {
    const story: StoryEvent = { line, stream: '', revision: 0, type: career.type, data: career.data };
    if (career.type === 'CareerStarted') {
      const title = startedTitle(story) ?? reading.names[seat];
      reading.timelines[seat] = { ...reading.timelines[seat], title, ...(medStart(story) && { med: true }) };
    }
    readCareerEvent(reading.timelines[seat], story);
    // A roll carried again from an earlier decision (9.6.10 before 14.8) is not this one's; Beneath the Med's
    // opponent rolls on its own charts (10.1).
    const campaign = reading.timelines[seat].med ? 'beneath-the-med' : 'the-hunted';
    const opponents = rollsIn(career.data).filter(
      (r) => r.nonce >= dice.firstNonce && isOpponentRoll(r, campaign),
    );
    for (const roll of opponents)
      noteOn(reading.timelines[seat], rollNote(reading, seat, rolledBy, roll, line));
  }
}

/** Who rolled for the seat: its opponent, or the server for an absent one (TP-TIMEOUT). */
const rollerOf = (reading: Reading, seat: Seat, rolledBy: Roller | null) => ({
  server: rolledBy === 'server',
  who: rolledBy === 'server' ? '' : reading.names[rolledBy ?? otherSeat(seat)],
});

function rollNote(
  reading: Reading,
  seat: Seat,
  by: Roller | null,
  roll: RecordedRoll,
  line: number,
): DuelNote {
  return {
    line,
    words: t('audit.note.rolled', {
      ...rollerOf(reading, seat, by),
      purpose: purposeName(roll.purpose),
      chart: roll.chart?.split(' ')[0] ?? 'none',
      faces: intl.value.formatList(roll.faces.map(String)),
      total: thousands(roll.total),
    }),
    rule: roll.rule,
  };
}

type ManoeuvreEvent = Extract<Read, { type: 'ManoeuvreRevealed' | 'ManoeuvreRolled' | 'ManoeuvreForfeited' }>;

/** 14.8.3: the U-boat's evasive number is the active player's, the escort's his opponent's. */
function manoeuvreNote(reading: Reading, event: ManoeuvreEvent): DuelNote {
  const { seat } = event.data;
  const who = { name: reading.names[seat], uboat: seat === reading.turn };
  switch (event.type) {
    case 'ManoeuvreRevealed':
      return {
        line: event.line,
        words: t('audit.note.uncovered', { ...who, n: event.data.number }),
        rule: '14.8.3',
      };
    case 'ManoeuvreRolled':
      return {
        line: event.line,
        words: t('audit.note.rolledFor', { ...who, n: event.data.roll.value }),
        rule: '14.8',
      };
    case 'ManoeuvreForfeited':
      return {
        line: event.line,
        words: t('audit.note.forfeit', { ...who, n: event.data.number }),
        rule: null,
      };
  }
}

/** 13.1.3 in words: who won with what, or the draw (TP-TIE). */
export function resultWords(
  result: Omit<GameOutcome, 'line'>,
  names: Readonly<Record<Seat, string>>,
): string {
  const { tonnage, winner } = result;
  if (winner === null) return t('audit.game.draw', { tons: tons(tonnage.a) });
  const loser = otherSeat(winner);
  return t('audit.game.won', {
    winner: names[winner],
    tons: tons(tonnage[winner]),
    loser: names[loser],
    lost: tons(tonnage[loser]),
  });
}
