import type { ChartPack, EncounterKind } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand, LegalCommand } from '../model/commands';
import type { CareerEvent, FollowAttempted } from '../model/events';
import {
  type PackDetection,
  type PackMustered,
  type PackMusterDeferred,
  type PackRoundOpened,
} from '../model/events-wolfpack';
import { identifyShips, rollTimeOfDay } from '../common/ships-sighted';
import { type CareerState, type Patrol } from '../model/state';
import { rollEncounter } from '../patrol/travel';
import { ruleProblem, violation, type RuleProblem } from '../model/violations';
import { targetRules } from '../common/targets';
import type { PackMember, PackMuster } from '../model/pack';

// 13.5 The wolfpack tournament, as one boat of a pack lives it. The pack's coordinator (libs/play) reads the boats'
// states and sends OpenPackRound / DismissPack; the boat's own commands are JoinWolfpackAttack, PursueOwnContact,
// and Follow / BreakOff between rounds.

/** 13.5.2: every boat of the tournament is a VIIC that starts in 7/43. */
export const TOURNAMENT_BOAT = 'VIIC';
export const TOURNAMENT_START = '1943-07';
const LAST_ROUND = 3; // 13.5.5: three rounds, the follows automatic

const NO_MEMBER: PackMember = { box: -1, deferred: null, round: null };

/** what the pack's box reading sees as a Convoy, no encounter, or a ship. The rest is resolved first. */
export const MUSTERS: readonly EncounterKind[] = [
  'none',
  'convoy',
  'ship',
  'tanker',
  'shipWithEscort',
  'twoShips',
  'twoShipsWithEscort',
  'capitalShip',
  'submarine',
];

/** 13.5.2, Q-46: the tournament is the career's first patrol; an aborting boat has left its pack (13.5.6). */
export function inPack(state: CareerState): boolean {
  const patrol = state.patrol;
  return state.career?.options.wolfpackTournament === true && patrol?.number === 1 && patrol.abort === null;
}

export const memberOf = (state: CareerState): PackMember => state.optional.wolfpack ?? NO_MEMBER;

/** 13.5.3: the first Atlantic box of the route; the pack plays box by box from there (13.5.6). */
export const firstPackBox = (patrol: Patrol): number => patrol.boxes.findIndex((b) => b.kind === 'atlantic');

/** 13.5.4: the [E2] modifier of the round the boat fights now, if any. */
export const packDetection = (state: CareerState): PackDetection | null =>
  state.optional.wolfpack?.round?.detection ?? null;

/** 13.5.2: a tournament career is a VIIC starting in 7/43. */
export function tournamentStartProblem(
  command: Extract<CareerCommand, { type: 'StartCareer' }>,
): RuleProblem | null {
  const d = command.data;
  if (!d.options?.wolfpackTournament || (d.uboatType === TOURNAMENT_BOAT && d.startDate === TOURNAMENT_START))
    return null;
  return ruleProblem(
    '13.5.2',
    'wolfpack/tournament-start',
    'A wolfpack tournament boat is a VIIC sailing in 7/43',
  );
}

const mustered = (data: PackMustered['data']): PackMustered => ({ type: 'PackMustered', data });

/**
 * Automatic, underway in a pack box (13.5.3, 13.5.5, Q-45): the first Atlantic box musters for the convoy with no
 * roll; later boxes roll [E1] and muster on Convoy, nothing or a ship, or after resolving anything else.
 */
export function packMusterStep(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  if (!inPack(state)) return [];
  const patrol = state.patrol as Patrol;
  const first = firstPackBox(patrol);
  const box = patrol.boxIndex;
  const member = memberOf(state);
  if (first < 0 || box < first) return []; // 13.5.2: the first two boxes are sailed alone
  if (member.box === box) {
    if (member.deferred === null) return [];
    return [mustered({ rule: '13.5.5', box, rolled: member.deferred, round: 2, choosing: false })];
  }
  if (box === first) return [mustered({ rule: '13.5.3', box, rolled: null, round: 1, choosing: false })];
  if (patrol.rollsLeft === 0)
    return [mustered({ rule: '13.5.5', box, rolled: 'none', round: 2, choosing: false })];
  const rolled = rollEncounter(state, dice, charts);
  const result = rolled.data.result;
  if (rolled.data.randomEvent || !MUSTERS.includes(result)) {
    const deferred: PackMusterDeferred = { type: 'PackMusterDeferred', data: { box, rolled: result } };
    return [rolled, deferred];
  }
  const choosing = result !== 'none' && result !== 'convoy';
  return [
    rolled,
    mustered({ rule: '13.5.5', box, rolled: result, round: result === 'convoy' ? 1 : 2, choosing }),
  ];
}

export const musterOf = (state: CareerState): PackMuster | null =>
  state.step.kind === 'wolfpack' ? state.step.muster : null;

/** 13.5.5: at combat's end of a pack round: a follow is staying with the pack (no 1d6), up to round 3. */
export function packFollowChoices(state: CareerState): CareerCommand[] | null {
  const round = memberOf(state).round;
  if (round === null || state.encounter === null) return null;
  return round.round < LAST_ROUND ? [{ type: 'Follow', data: {} }] : [];
}

/** The boat's own choice at its muster (13.5.5): the pack in round 2, or its own contact. */
export function packOffers(state: CareerState): LegalCommand[] {
  if (!musterOf(state)?.choosing) return [];
  return [
    { type: 'JoinWolfpackAttack', parameters: {} },
    { type: 'PursueOwnContact', parameters: {} },
  ];
}

type PackCommand = Extract<
  CareerCommand,
  { type: 'JoinWolfpackAttack' | 'PursueOwnContact' | 'OpenPackRound' | 'DismissPack' | 'Follow' }
>;

const notNow = (command: string, why: string) =>
  violation('13.5.5', 'command/not-pending', `${command} is not possible now: ${why}`);

/** The pack's commands (13.5.4, 13.5.5, Q-45), and Follow in a pack round. */
export function packCommand(
  state: CareerState,
  command: PackCommand,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  if (command.type === 'Follow') return packFollow(state);
  const muster = musterOf(state);
  if (muster === null) throw notNow(command.type, 'the boat is not waiting for its pack');
  const { box } = muster;
  switch (command.type) {
    case 'JoinWolfpackAttack':
      if (!muster.choosing) throw notNow(command.type, 'no ship to choose against');
      return [{ type: 'WolfpackAttackJoined', data: { box } }];
    case 'PursueOwnContact':
      if (!muster.choosing) throw notNow(command.type, 'no ship to choose against');
      return [{ type: 'OwnContactPursued', data: { box, rolled: muster.rolled as EncounterKind } }];
    case 'DismissPack':
      if (muster.rolled === null || state.encounter !== null)
        throw notNow(command.type, 'this boat fights the pack’s convoy');
      return [{ type: 'PackDismissed', data: { box, rolled: muster.rolled } }];
    case 'OpenPackRound':
      return openRound(state, muster, command.data, dice, charts);
  }
}

function packFollow(state: CareerState): CareerEvent[] {
  const round = memberOf(state).round;
  if (state.step.kind !== 'combatRoundOver' || round === null || round.round >= LAST_ROUND)
    throw notNow('Follow', 'the pack follows after rounds 1 and 2 only');
  const next = (round.round + 1) as 2 | 3;
  return [{ type: 'PackRoundAwaited', data: { box: (state.patrol as Patrol).boxIndex, round: next } }];
}

/** 13.5.4, 13.5.5, Q-44: a boat joins the convoy, or (already fighting) follows it to fresh targets without a roll. */
function openRound(
  state: CareerState,
  muster: PackMuster,
  data: Extract<CareerCommand, { type: 'OpenPackRound' }>['data'],
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  const joined = state.encounter === null;
  if (muster.choosing || (joined ? data.round < muster.round : data.round !== muster.round))
    throw notNow('OpenPackRound', `the boat fights from round ${muster.round}`);
  const opened: PackRoundOpened = {
    type: 'PackRoundOpened',
    data: { rule: '13.5.4', box: muster.box, round: data.round, detection: data.detection, joined },
  };
  if (joined) return [opened];
  const follow: FollowAttempted = {
    type: 'FollowAttempted',
    data: {
      rule: '13.5.5',
      follow: 'group',
      ship: null,
      roll: null,
      contact: true,
      escorted: true,
      timeOfDay: null,
    },
  };
  // 9.7.7, Q-44: four new convoy ships; 9.7.5 the time of day.
  return [
    opened,
    follow,
    identifyShips('convoy', dice, charts, targetRules(state)),
    rollTimeOfDay(state, dice, charts),
  ];
}
