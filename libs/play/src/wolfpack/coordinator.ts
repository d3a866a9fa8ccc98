import {
  inPack,
  memberOf,
  type CareerCommand,
  type CareerState,
  type DiceRoll,
  type DiceSource,
  type PackMuster,
} from '@periscope/rules';
import type { PackEvent, PackSeat, WolfpackFormed, WolfpackRoundStarted } from './events';

// The convoy-battle coordinator of one pack (13.5.3-13.5.5): a decider on its own stream and its own dice. It reads
// its boats' careers and answers with its events and the commands it imposes on them (OpenPackRound, DismissPack).

const LAST_ROUND = 3;
const MAX_SEAT_ROLLS = 200; // re-rolls of idle seats; a pack with one boat in the round needs ~6

export interface PackState {
  readonly pack: string;
  readonly seats: readonly PackSeat[];
  /** The convoy battle in progress: its box and the round last opened. */
  readonly battle: { readonly box: number; readonly round: 1 | 2 | 3 } | null;
  /** The next nonce of the pack's dice stream. */
  readonly nextNonce: number;
}

/** W-DRM: the player seed of a pack's own dice (the server seed is the tournament's). */
export const packPlayerSeed = (pack: string): string => `wolfpack:${pack}`;

export const packOf = (formed: WolfpackFormed): PackState => ({
  pack: formed.data.pack,
  seats: formed.data.seats,
  battle: null,
  nextNonce: 0,
});

export function evolvePack(state: PackState, event: PackEvent): PackState {
  switch (event.type) {
    case 'ConvoyBattleOpened':
      return { ...state, battle: { box: event.data.box, round: 1 } };
    case 'WolfpackRoundStarted':
      return {
        ...state,
        battle: { box: event.data.box, round: event.data.round },
        nextNonce: state.nextNonce + event.data.rolls.length,
      };
    case 'ConvoyBattleClosed':
      return { ...state, battle: null };
    case 'PackSailedAlone':
      return state;
  }
}

/** A command the coordinator imposes on the boat of a seat. */
export interface Order {
  readonly seat: number;
  readonly command: CareerCommand;
}

export interface Coordination {
  readonly events: readonly PackEvent[];
  readonly orders: readonly Order[];
}

const WAIT: Coordination = { events: [], orders: [] };

const musterOf = (boat: CareerState): PackMuster | null =>
  boat.step.kind === 'wolfpack' ? boat.step.muster : null;

/** Still fighting round r: between the round's opening and its end (or still being depth-charged, Q-44). */
const fighting = (boat: CareerState, round: number) =>
  memberOf(boat).round?.round === round && boat.step.kind !== 'wolfpack';

/** resolving an aircraft, escorts or a random event before mustering in this box. */
const resolvingFirst = (boat: CareerState, box: number) =>
  inPack(boat) && memberOf(boat).box === box && memberOf(boat).deferred !== null && musterOf(boat) === null;

/**
 * What the coordinator does now, or nothing while it waits for a boat (a muster not reached, a round not over, a
 * Kommandant choosing). `boats` holds the career of every seat.
 */
export function coordinate(
  pack: PackState,
  boats: ReadonlyMap<number, CareerState>,
  dice: DiceSource,
): Coordination {
  const seats = [...boats.entries()].filter(([, boat]) => inPack(boat));
  return pack.battle ? nextRound(pack, pack.battle, seats, dice) : muster(pack, seats, dice);
}

/**
 * 13.5.3, 13.5.5: every boat still with the pack has mustered (a Kommandant choosing between the pack and his own
 * contact has not yet: an order now would race his choice): a battle with the Convoy boats, or none.
 */
function muster(pack: PackState, seats: [number, CareerState][], dice: DiceSource): Coordination {
  const mustered = (boat: CareerState) => musterOf(boat) !== null && musterOf(boat)?.choosing !== true;
  if (seats.length === 0 || !seats.every(([, boat]) => mustered(boat))) return WAIT;
  const box = Math.min(...seats.map(([, boat]) => (musterOf(boat) as PackMuster).box));
  const here = seats.filter(([, boat]) => (musterOf(boat) as PackMuster).box === box);
  const roundOne = here
    .filter(([, boat]) => (musterOf(boat) as PackMuster).round === 1)
    .map(([seat]) => seat);
  if (roundOne.length === 0) {
    const alone = here.map(([seat]) => seat);
    return {
      events: [{ type: 'PackSailedAlone', data: { pack: pack.pack, box, seats: alone } }],
      orders: alone.map((seat) => ({ seat, command: { type: 'DismissPack', data: {} } })),
    };
  }
  const opened: PackEvent = { type: 'ConvoyBattleOpened', data: { pack: pack.pack, box, roundOne } };
  const round = startRound(pack, box, 1, roundOne, dice);
  return { events: [opened, round.events[0]], orders: round.orders };
}

/** 13.5.5: once round r is over for every boat, round r + 1 for those fighting on and those joining. */
function nextRound(
  pack: PackState,
  battle: NonNullable<PackState['battle']>,
  seats: [number, CareerState][],
  dice: DiceSource,
): Coordination {
  const { box, round } = battle;
  const busy = seats.some(
    ([, boat]) =>
      fighting(boat, round) ||
      musterOf(boat)?.choosing === true ||
      (round < LAST_ROUND && resolvingFirst(boat, box)),
  );
  if (busy) return WAIT;
  const next = round + 1;
  const waiting = seats.filter(([, boat]) => {
    const m = musterOf(boat);
    if (m === null || m.box !== box) return false;
    return boat.encounter !== null ? m.round === next : m.round <= next; // fighting on, or joining
  });
  if (next > LAST_ROUND || waiting.length === 0) {
    const closed: PackEvent = { type: 'ConvoyBattleClosed', data: { pack: pack.pack, box } };
    const late = seats.filter(([, boat]) => musterOf(boat)?.box === box && boat.encounter === null);
    return {
      events: [closed],
      orders: late.map(([seat]) => ({ seat, command: { type: 'DismissPack', data: {} } })),
    };
  }
  return startRound(
    pack,
    box,
    next as 2 | 3,
    waiting.map(([seat]) => seat),
    dice,
  );
}

/** 13.5.4, Q-43: 1d6 names a seat (1-6); seats not in the round are rolled again. That boat takes +1, the rest −1. */
function startRound(
  pack: PackState,
  box: number,
  round: 1 | 2 | 3,
  participants: readonly number[],
  dice: DiceSource,
): { events: [WolfpackRoundStarted]; orders: Order[] } {
  const rolls: DiceRoll[] = [];
  while (!participants.includes(rolls[rolls.length - 1]?.value ?? 0)) {
    if (rolls.length >= MAX_SEAT_ROLLS) throw new RangeError(`no seat of ${participants.join(', ')} rolled`);
    rolls.push(dice.roll('1d6', `wolfpack round ${round}: the seat with +1 on [E2] (13.5.4)`));
  }
  const penalisedSeat = rolls[rolls.length - 1].value;
  const started: WolfpackRoundStarted = {
    type: 'WolfpackRoundStarted',
    data: { pack: pack.pack, box, round, participants, rolls, penalisedSeat },
  };
  const orders = participants.map((seat) => ({
    seat,
    command: {
      type: 'OpenPackRound',
      data: { round, detection: seat === penalisedSeat ? 'focused' : 'busy' },
    } as CareerCommand,
  }));
  return { events: [started], orders };
}
