import {
  parseEvent,
  type Finding,
  type RawEvent,
  type StreamVerdict,
  type StreamVerifier,
  revealedSeeds,
} from '@periscope/audit';
import { verifyRoll, type DiceRoll, type DiceSeeds } from '@periscope/rules';
import { packPlayerSeed } from './coordinator';
import type { PackEvent } from './events';

// The audit of a wolfpack coordinator's stream (`wolfpack-<tournament>-<n>`, kind 'wolfpack'): (b) every seat roll
// of 13.5.4 recomputes from the pack's dice (the tournament's server seed, playerSeed `wolfpack:<pack>`), nonce
// after nonce from 0, once the seed is revealed; and the battles hang together as the coordinator runs them: a
// battle opens with round 1 for its Convoy boats, rounds 1..3 follow in order, and each round's seat is drawn by
// re-rolling the seats not in it.

/** What the stream gave: its battles and rounds (the result of (d)). */
interface PackFacts {
  readonly battles: number;
  readonly rounds: number;
}

const LAST_ROUND = 3;
const SEATS = 6; // 13.5.1: 1d6 names a seat of six

/** Where the stream stands while it is read. */
interface Reading {
  pack: string | null;
  nextNonce: number;
  box: number;
  battle: { box: number; roundOne: readonly number[]; round: number } | null;
  battles: number;
  rounds: number;
  rolls: number;
}

export const packVerifier: StreamVerifier = {
  recomputes: "each pack's battles and rounds",
  verify(raws, context): StreamVerdict {
    const findings: Finding[] = [];
    const revealed = revealedSeeds(context);
    const reading: Reading = {
      pack: null,
      nextNonce: 0,
      box: -1,
      battle: null,
      battles: 0,
      rounds: 0,
      rolls: 0,
    };
    const appends = new Set<unknown>();
    for (const raw of raws) {
      const event = parseEvent(raw);
      if (!event) continue; // the chain check (a) reports it
      appends.add(event.metadata.commandId);
      const problems = checkEvent(reading, { type: event.type, data: event.data } as PackEvent, revealed);
      findings.push(...problems.map((p) => ({ ...p, ...where(raw) })));
    }
    const facts: PackFacts = { battles: reading.battles, rounds: reading.rounds };
    return {
      findings,
      commands: appends.size,
      rolls: revealed ? reading.rolls : 0,
      sealed: !revealed,
      facts,
    };
  },

  results(facts) {
    const { battles, rounds } = facts as PackFacts;
    return { result: { battles, rounds }, findings: [] };
  },
};

const where = (raw: RawEvent) => ({
  line: raw.line,
  stream: raw.stream,
  revision: raw.revision,
  type: raw.type,
});

type Problem = Omit<Finding, 'line'>;

const consistency = (rule: string, message: string, path?: string): Problem => ({
  check: 'replay',
  rule,
  message,
  code: 'packInconsistent',
  ...(path && { path }),
});

/** One event's findings, and the reading moved past it. */
function checkEvent(reading: Reading, event: PackEvent, seeds: DiceSeeds | null): Problem[] {
  const problems = samePack(reading, event, seeds);
  switch (event.type) {
    case 'ConvoyBattleOpened': {
      const { box, roundOne } = event.data;
      if (reading.battle) problems.push(consistency('13.5.5', 'a battle opens while another is under way'));
      problems.push(...boxInOrder(reading, box), ...seatsProblems(roundOne, 'data.roundOne'));
      if (roundOne.length === 0)
        problems.push(consistency('13.5.3', 'a convoy battle opens with the boats that rolled Convoy: none'));
      reading.battle = { box, roundOne, round: 0 };
      reading.battles++;
      return problems;
    }
    case 'WolfpackRoundStarted':
      return [...problems, ...roundProblems(reading, event.data, seeds)];
    case 'ConvoyBattleClosed':
      if (!reading.battle || reading.battle.box !== event.data.box || reading.battle.round === 0)
        problems.push(
          consistency('13.5.5', `no battle with a round under way in box ${event.data.box} to close`),
        );
      reading.battle = null;
      return problems;
    case 'PackSailedAlone':
      if (reading.battle)
        problems.push(consistency('13.5.5', 'the pack is dismissed in the middle of a battle'));
      return [
        ...problems,
        ...boxInOrder(reading, event.data.box),
        ...seatsProblems(event.data.seats, 'data.seats'),
      ];
    default:
      return [
        ...problems,
        consistency('13.5', `${(event as { type: string }).type} is no event of a wolfpack coordinator`),
      ];
  }
}

/** One pack per stream; its dice are the pack's (W-DRM): the header's player seed names it. */
function samePack(reading: Reading, event: PackEvent, seeds: DiceSeeds | null): Problem[] {
  const pack = (event.data as { pack?: unknown }).pack;
  if (typeof pack !== 'string') return [consistency('13.5.1', 'the event names no pack', 'data.pack')];
  if (reading.pack === null) {
    reading.pack = pack;
    if (seeds && seeds.playerSeed !== packPlayerSeed(pack))
      return [
        {
          check: 'rolls',
          rule: '13.5.4',
          message: `the pack's dice are ${packPlayerSeed(pack)}; the header's player seed is another`,
          code: 'packPlayerSeed',
          params: { seed: packPlayerSeed(pack) },
          expected: packPlayerSeed(pack),
          found: seeds.playerSeed,
        },
      ];
    return [];
  }
  return pack === reading.pack
    ? []
    : [consistency('13.5.1', `the stream is ${reading.pack}'s; this event is ${pack}'s`, 'data.pack')];
}

/** The pack plays box by box (13.5.6): a box is never one the pack has left. */
function boxInOrder(reading: Reading, box: number): Problem[] {
  const problems =
    Number.isSafeInteger(box) && box >= reading.box
      ? []
      : [consistency('13.5.6', `box ${box} comes after box ${reading.box}`, 'data.box')];
  reading.box = Math.max(reading.box, box);
  return problems;
}

/** Seats of a pack of six, each once. */
function seatsProblems(seats: readonly number[], path: string): Problem[] {
  const fine =
    Array.isArray(seats) &&
    seats.every((s) => Number.isSafeInteger(s) && s >= 1 && s <= SEATS) &&
    new Set(seats).size === seats.length;
  return fine ? [] : [consistency('13.5.1', `${JSON.stringify(seats)}: seats 1-6, each once`, path)];
}

/** 13.5.4, 13.5.5, Q-43: round r + 1 of the open battle; 1d6 re-rolled until it names a seat in the round. */
function roundProblems(
  reading: Reading,
  data: Extract<PackEvent, { type: 'WolfpackRoundStarted' }>['data'],
  seeds: DiceSeeds | null,
): Problem[] {
  const { box, round, participants, rolls, penalisedSeat } = data;
  const problems = seatsProblems(participants, 'data.participants');
  const battle = reading.battle;
  if (!battle || battle.box !== box)
    problems.push(consistency('13.5.5', `round ${round} starts with no battle open in box ${box}`));
  else if (round !== battle.round + 1 || round > LAST_ROUND)
    problems.push(
      consistency('13.5.5', `round ${round} follows round ${battle.round}: rounds run 1 to 3`, 'data.round'),
    );
  else if (round === 1 && JSON.stringify(participants) !== JSON.stringify(battle.roundOne))
    problems.push(
      consistency('13.5.5', 'round 1 is fought by the boats the battle opened with', 'data.participants'),
    );
  if (battle) battle.round = round;
  reading.rounds++;
  problems.push(...drawProblems(participants, rolls ?? [], penalisedSeat));
  for (const [i, roll] of (rolls ?? []).entries()) problems.push(...rollProblems(reading, roll, i, seeds));
  return problems;
}

/** every roll but the last names a seat not in the round; the last names the seat with +1. */
function drawProblems(participants: readonly number[], rolls: readonly DiceRoll[], seat: number): Problem[] {
  const last = rolls.at(-1);
  if (!last) return [consistency('13.5.4', 'a round starts with no 1d6 for its seat', 'data.rolls')];
  const early = rolls.findIndex((r, i) => i < rolls.length - 1 && participants.includes(r.value));
  if (early >= 0)
    return [
      consistency(
        '13.5.4',
        `roll ${early} named seat ${rolls[early].value}, in the round, and was rolled again`,
        `data.rolls[${early}]`,
      ),
    ];
  if (!participants.includes(last.value))
    return [consistency('13.5.4', `the last roll names seat ${last.value}, not in the round`, 'data.rolls')];
  return last.value === seat
    ? []
    : [
        {
          ...consistency('13.5.4', 'the seat with +1 is the one the last roll names', 'data.penalisedSeat'),
          expected: last.value,
          found: seat,
        },
      ];
}

/** (b): the pack's nonces run on from 0; with the seed revealed, each roll is the seeded one. */
function rollProblems(reading: Reading, roll: DiceRoll, i: number, seeds: DiceSeeds | null): Problem[] {
  const path = `data.rolls[${i}]`;
  const problems: Problem[] = [];
  if (roll.nonce !== reading.nextNonce)
    problems.push({
      ...consistency(
        '13.5.4',
        `the pack's dice run on nonce after nonce: ${reading.nextNonce} comes next`,
        `${path}.nonce`,
      ),
      check: 'rolls',
      expected: reading.nextNonce,
      found: roll.nonce,
    });
  reading.nextNonce = (Number.isSafeInteger(roll.nonce) ? roll.nonce : reading.nextNonce) + 1;
  if (roll.kind !== '1d6')
    problems.push({ ...consistency('13.5.4', 'the seat is rolled on 1d6', `${path}.kind`), check: 'rolls' });
  if (!seeds) return problems;
  reading.rolls++;
  const verdict = verifyRoll({ ...seeds, roll });
  if (!verdict.ok) {
    const said = { code: 'rollMismatch' as const, params: { nonce: roll.nonce } };
    problems.push({ check: 'rolls', rule: '13.5.4', path, message: verdict.mismatch, ...said });
  }
  return problems;
}
