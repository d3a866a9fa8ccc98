import { BENEATH_THE_MED } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import type { EncounterEnded, FollowAttempted, ShipsIdentified, TimeOfDaySet } from '../model/events';
import type { MedCareer, MedPatrol } from '../model/med';
import { roll } from '../model/rolls';
import { newEncounter, type Encounter, type MedState, type TargetShip } from '../model/state';
import { stateWith } from '../model/copies';
import { requireAllowed } from '../model/violations';
import { rollMedTimeOfDay } from './attack';
import { identifyMedShips } from './ships';
import { targetRules } from '../common/targets';

// Following an escorted ship or convoy after the combat (7.4): a damaged ship, or the convoy, in the same travel box.

type Follow = Extract<CareerCommand, { type: 'Follow' }>;

const FOLLOW_CAPITAL_SHIP_ON = 1; // 7.4.5: a modified 1, −1 per damage point (004 L1968-1979)
const FOLLOWS_PER_BOX = { mediterranean: 1, atlantic: 2 } as const; // 7.4.6 (004 L1980-1987)

const encounterOf = (state: MedState): Encounter => state.encounter as Encounter;
const afloat = (ship: TargetShip) => ship.damage < ship.sinkPoints;
const warship = (ship: TargetShip) => ship.type === 'capitalShip' || ship.type === 'escort';

/** 7.4.6: the follows made in the patrol's present box (none when absent). */
const followsInBox = (patrol: MedPatrol): number =>
  patrol.followsIn?.box === patrol.boxIndex ? patrol.followsIn.follows : 0;

/** 7.4.6 (Q-BTM-FOLLOW-THEATRE): a boat of the Mediterranean follows once a box, one of BETASOM twice. */
const followsAllowed = (career: MedCareer): number =>
  career.base === 'mediterranean' ? FOLLOWS_PER_BOX.mediterranean : FOLLOWS_PER_BOX.atlantic;

/**
 * 7.4.3 (Q-BTM-COMBAT-DAMAGED-GROUP): the damaged merchant ships afloat of a convoy, when there are two or more: they
 * are followed together (empty: none, or one ship alone, followed by 7.4.2).
 */
export function medDamagedGroup(state: MedState): number[] {
  const encounter = encounterOf(state);
  if (encounter.kind !== 'convoy') return [];
  const group = encounter.ships.flatMap((ship, i) =>
    afloat(ship) && ship.damage > 0 && !warship(ship) ? [i] : [],
  );
  return group.length > 1 ? group : [];
}

/**
 * 7.4.1-7.4.5: the follows open after a combat against escorted ships, the box allowing one more (7.4.6): each damaged
 * ship afloat (not the escort attacked, 7.2.4), and the convoy (Q-BTM-FOLLOW-WHAT). 7.4.3: a convoy's damaged ships go
 * together, each choice naming the one finished off should they separate.
 */
export function medFollowChoices(state: MedState): Follow[] {
  const encounter = encounterOf(state);
  const { bowTubes, sternTubes } = (state.career as MedCareer).torpedoes;
  if (!encounter.escorted || bowTubes.length + sternTubes.length === 0) return []; // 4.5: reloaded as it slipped away
  if (followsInBox(state.patrol as MedPatrol) >= followsAllowed(state.career as MedCareer)) return [];
  const damaged = encounter.ships.flatMap((ship, i): Follow[] =>
    afloat(ship) && ship.damage > 0 && ship.type !== 'escort'
      ? [{ type: 'Follow', data: { damagedShip: i } }]
      : [],
  );
  return [...damaged, ...(encounter.kind === 'convoy' ? [{ type: 'Follow', data: {} } as Follow] : [])];
}

/** 7.4: follow a damaged ship (7.4.2, 7.4.5) or the convoy (7.4.4); contact lost, the combat is over. */
export function medFollow(
  state: MedState,
  command: Follow,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): (FollowAttempted | EncounterEnded | ShipsIdentified | TimeOfDaySet)[] {
  requireAllowed(
    state,
    ['combatRoundOver', '7.4.1', 'Follow'],
    () => medFollowChoices(state).some((c) => c.data.damagedShip === command.data.damagedShip),
    ['combat/cannot-follow', 'Follow a damaged ship or the convoy, as often as the box allows'],
  );
  const attempt =
    command.data.damagedShip === undefined
      ? followConvoy(dice)
      : followDamaged(state, command.data.damagedShip, dice);
  if (!attempt.data.contact)
    return [attempt, { type: 'EncounterEnded', data: { rule: attempt.data.rule, reason: 'contactLost' } }];
  if (attempt.data.follow === 'damagedShip') return [attempt];
  return [
    attempt,
    identifyMedShips({ result: 'convoy' }, dice, pack, targetRules(state)),
    rollMedTimeOfDay(dice),
  ]; // new targets, 11.1-11.2
}

/** 7.4.2: a damaged ship is followed at once, still escorted on 1-4; 7.4.5: a capital ship on a modified 1. */
function followDamaged(state: MedState, ship: number, dice: DiceSource): FollowAttempted {
  const target = encounterOf(state).ships[ship];
  const base = { follow: 'damagedShip' as const, ship, timeOfDay: null };
  if (medDamagedGroup(state).includes(ship)) return followTogether(state, ship, dice);
  if (warship(target)) {
    const r = roll(dice, '1d6', {
      purpose: `follow a damaged capital ship (${FOLLOW_CAPITAL_SHIP_ON})`,
      rule: '7.4.5',
      modifiers: [{ id: 'damagePoints', value: -target.damage, rule: '7.4.5' }],
    });
    const contact = r.total <= FOLLOW_CAPITAL_SHIP_ON;
    return { type: 'FollowAttempted', data: { ...base, rule: '7.4.5', roll: r, contact, escorted: true } };
  }
  const on = BENEATH_THE_MED.follow.stillEscortedOn.value;
  const r = roll(dice, '1d6', { purpose: `still escorted (1-${on})`, rule: '7.4.2' });
  return {
    type: 'FollowAttempted',
    data: { ...base, rule: '7.4.2', roll: r, contact: true, escorted: r.total <= on },
  };
}

/**
 * 7.4.3 (Q-BTM-COMBAT-DAMAGED-GROUP): a convoy's damaged ships, found at once, on one 1d6 together and escorted on 1-4,
 * else separated stragglers, unescorted, and `ship`, the one the Comandante chose, alone finished off.
 */
function followTogether(state: MedState, ship: number, dice: DiceSource): FollowAttempted {
  const on = BENEATH_THE_MED.follow.stillEscortedOn.value;
  const r = roll(dice, '1d6', { purpose: `the damaged ships stay together (1-${on})`, rule: '7.4.3' });
  const together = r.total <= on;
  const ships = together ? medDamagedGroup(state) : [ship];
  const data = {
    rule: '7.4.3',
    follow: 'damagedShip' as const,
    ship,
    timeOfDay: null,
    roll: r,
    contact: true,
  };
  return { type: 'FollowAttempted', data: { ...data, escorted: together, ships } };
}

/** 7.4.4: the convoy is found again on 1-4, and attacked as a convoy rolled on [A3], its ships new. */
function followConvoy(dice: DiceSource): FollowAttempted {
  const on = BENEATH_THE_MED.follow.groupFoundOn.value;
  const r = roll(dice, '1d6', { purpose: `follow (1-${on})`, rule: '7.4.4' });
  const data = { rule: '7.4.4', follow: 'group' as const, ship: null, escorted: true, timeOfDay: null };
  return { type: 'FollowAttempted', data: { ...data, roll: r, contact: r.total <= on } };
}

/**
 * 7.4.2, 7.4.6: the follow counted in its box; a damaged ship followed is the encounter's one target, escorted or not;
 * 7.4.3: the damaged ships of a convoy that stay together its targets, escorted. Either way the convoy is lost.
 */
export function followed(state: MedState, d: FollowAttempted['data']): MedState {
  const patrol = state.patrol as MedPatrol;
  const followsIn = { box: patrol.boxIndex, follows: followsInBox(patrol) + 1 };
  const counted = stateWith(state, { patrol: { ...patrol, followsIn } });
  if (!d.contact || d.ship === null) return counted; // contact lost (EncounterEnded), or the convoy's new ships
  const ships = (d.ships ?? [d.ship]).map((i) => encounterOf(state).ships[i]);
  const encounter = newEncounter(d.escorted ? 'shipWithEscort' : 'ship', {
    ships,
    escorted: d.escorted,
    timeOfDay: encounterOf(state).timeOfDay,
  });
  return stateWith(counted, { encounter, step: { kind: 'shipsSighted' } });
}
