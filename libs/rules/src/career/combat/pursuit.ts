import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import { aborting } from '../damage/abort';
import type { CareerEvent, EncounterEnded, FollowAttempted, TubesReloaded } from '../model/events';
import { kommandantHolds } from '../port/decorations';
import { roll } from '../model/rolls';
import { afloat } from './salvo';
import { identifyShips, rollTimeOfDay } from '../common/ships-sighted';
import {
  boatOf,
  type CareerState,
  type Patrol,
  type TargetShip,
  type TorpedoLoadout,
  encounterOf,
} from '../model/state';
import { initiative, submarineOf } from './submarine';
import { rollAdditionalRound } from '../patrol/travel';
import { violation } from '../model/violations';
import { keepsContact } from '../options/kommandant';
import { targetRules } from '../common/targets';
import { campaignOf } from '../common/campaign';

// After a combat round (9.4, 9.7): another round vs unescorted ships, a follow of escorted ones, or break off.

// The campaign's follow constants (campaignOf(state).follow): in The Hunted 3 combat rounds a box, the first, then
// additional rounds and follows together (9.4.7, 9.7.11, Q-FOLLOW-LIMITS); a followed group found on 1d6 1-4
// (9.7.7); a damaged ship still escorted on 1-5, alone on 6 (9.7.6).
const FOLLOW_GROUP_ON_QUIET = 5; // 9.7.7: Type XXI and a Balkon-Gerät Type IX lose contact only on 6
const FOLLOW_CAPITAL_SHIP_ON = 1; // 9.7.4: a modified 1, −1 per damage point

type Follow = Extract<CareerCommand, { type: 'Follow' }>;

const warship = (ship: TargetShip) => ship.type === 'capitalShip' || ship.type === 'escort';
const roundsLeft = (state: CareerState) =>
  (state.patrol as Patrol).combatRoundsInBox < campaignOf(state).follow.moreRoundsPerBox.value;

/** 9.4.3-9.4.5: unescorted targets survived, and the box still allows a round (9.4.7). */
export function canFightOn(state: CareerState): boolean {
  const encounter = encounterOf(state);
  return !encounter.escorted && !encounter.submarine && afloat(encounter).length > 0 && roundsLeft(state);
}

/** Every follow allowed now (9.7.2-9.7.4, 9.7.8, 9.7.11; repairs are made before, 9.7.3); none aborting (10.9.4). */
export function followChoices(state: CareerState): Follow[] {
  const encounter = encounterOf(state);
  if (!encounter.escorted || encounter.submarine || !roundsLeft(state) || aborting(state)) return [];
  const ships = afloat(encounter).map((i) => ({ i, ship: encounter.ships[i] }));
  const damaged = ships.filter(({ ship }) => ship.damage > 0);
  const undamaged = ships.filter(({ ship }) => ship.damage === 0 && !warship(ship));
  const group = encounter.kind === 'convoy' || undamaged.length > 0;
  return [
    ...damaged.map(({ i }): Follow => ({ type: 'Follow', data: { damagedShip: i } })),
    ...(group ? [{ type: 'Follow', data: {} } as Follow] : []),
  ];
}

/** An empty tube and a reload for it (checked before anything is copied: underway asks after every step). */
const reloadable = (tubes: TorpedoLoadout['bowTubes'], reloads: TorpedoLoadout['forwardReloads']) =>
  reloads.length > 0 && tubes.includes(null);

/** 9.2.10, E-RELOAD: empty working tubes take torpedoes from their section's reloads, in the order they lie. */
export function reloadTubes(state: CareerState): TubesReloaded[] {
  const t = boatOf(state).torpedoes;
  if (!reloadable(t.bowTubes, t.forwardReloads) && !reloadable(t.sternTubes, t.aftReloads)) return [];
  const fill = (tubes: TorpedoLoadout['bowTubes'], reloads: TorpedoLoadout['forwardReloads']) => {
    const left = [...reloads];
    return { tubes: tubes.map((tube) => tube ?? left.shift() ?? null), left };
  };
  const bow = fill(t.bowTubes, t.forwardReloads);
  const stern = fill(t.sternTubes, t.aftReloads);
  if (bow.left.length === t.forwardReloads.length && stern.left.length === t.aftReloads.length) return [];
  const torpedoes = {
    bowTubes: bow.tubes,
    sternTubes: stern.tubes,
    forwardReloads: bow.left,
    aftReloads: stern.left,
  };
  return [{ type: 'TubesReloaded', data: { rule: '9.2.10', torpedoes } }];
}

/** 9.4.3: reload, then the additional-round table of [E1] (Gibraltar −3 there too, 9.8.6). */
export function additionalRound(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  if (encounterOf(state).submarine) return [...initiative(submarineOf(state), dice, charts)]; // 9.9.5
  if (!canFightOn(state))
    throw violation(
      '9.4.3',
      'combat/no-additional-round',
      'No unescorted target afloat, or 3 rounds in this box',
    );
  return [...reloadTubes(state), rollAdditionalRound(state, dice, charts, '9.4.3')];
}

/** 9.7, E-FOLLOW: follow one damaged ship (9.7.4, 9.7.6) or the group (9.7.7); a new encounter (9.7.9). */
export function follow(
  state: CareerState,
  command: Follow,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  if (aborting(state)) throw violation('10.9.4', 'patrol/aborting', 'An aborting boat starts no combat');
  const allowed = followChoices(state).some((c) => c.data.damagedShip === command.data.damagedShip);
  if (!allowed)
    throw violation(
      '9.7.2',
      'combat/cannot-follow',
      'Follow escorted ships only, damaged warships only, 3 rounds a box',
    );
  const reload = reloadTubes(state);
  const attempt =
    command.data.damagedShip === undefined
      ? followGroup(state, dice, charts)
      : followDamaged(state, command.data.damagedShip, command.data.timeOfDay, dice);
  if (!attempt.data.contact) return [...reload, attempt, ended('9.7.7', 'contactLost')];
  if (attempt.data.follow === 'damagedShip') return [...reload, attempt];
  const kind = encounterOf(state).kind;
  const convoy = kind === 'convoy' ? [identifyShips(kind, dice, charts, targetRules(state))] : []; // 9.7.7: four new ships
  return [...reload, attempt, ...convoy, rollTimeOfDay(state, dice, charts)]; // 9.7.5
}

function followDamaged(
  state: CareerState,
  ship: number,
  chosen: Follow['data']['timeOfDay'],
  dice: DiceSource,
): FollowAttempted {
  const target = encounterOf(state).ships[ship];
  const timeOfDay = chosen ?? encounterOf(state).timeOfDay; // 9.7.5: damaged targets — choose, no roll
  const base = { follow: 'damagedShip' as const, ship, timeOfDay };
  if (warship(target) && keepsContact(state))
    return {
      type: 'FollowAttempted',
      data: { ...base, rule: '14.15', roll: null, contact: true, escorted: true },
    };
  if (warship(target)) {
    // 9.7.4: a damaged capital ship or warship keeps its escort; following it succeeds on a modified 1.
    const r = roll(dice, '1d6', {
      purpose: 'follow a damaged warship (1)',
      rule: '9.7.4',
      modifiers: [{ id: 'damagePoints', value: -target.damage, rule: '9.7.4' }],
    });
    const contact = r.total <= FOLLOW_CAPITAL_SHIP_ON;
    return { type: 'FollowAttempted', data: { ...base, rule: '9.7.4', roll: r, contact, escorted: true } };
  }
  const r = roll(dice, '1d6', { purpose: 'still escorted (1-5)', rule: '9.7.6' });
  const escorted = r.total <= campaignOf(state).follow.stillEscortedOn.value;
  return { type: 'FollowAttempted', data: { ...base, rule: '9.7.6', roll: r, contact: true, escorted } };
}

function followGroup(state: CareerState, dice: DiceSource, charts: ChartPack): FollowAttempted {
  const data = { rule: '9.7.7', follow: 'group' as const, ship: null, escorted: true, timeOfDay: null };
  // 11.3.6, Q-27: with the Oak Leaves and Swords a follow of ships or a convoy always succeeds.
  if (kommandantHolds(state, charts, 'swords'))
    return { type: 'FollowAttempted', data: { ...data, roll: null, contact: true } };
  if (keepsContact(state))
    return { type: 'FollowAttempted', data: { ...data, rule: '14.15', roll: null, contact: true } };
  // Balkon-Gerät: standard on the XXI, a refit fitting on a Type IX (10.11.9).
  const on = boatOf(state).fittings.balkonGeraet
    ? FOLLOW_GROUP_ON_QUIET
    : campaignOf(state).follow.groupFoundOn.value;
  const r = roll(dice, '1d6', { purpose: `follow (1-${on})`, rule: '9.7.7' });
  return { type: 'FollowAttempted', data: { ...data, roll: r, contact: r.total <= on } };
}

const ended = (rule: string, reason: EncounterEnded['data']['reason']): EncounterEnded => ({
  type: 'EncounterEnded',
  data: { rule, reason },
});

/** 9.0: the Kommandant withdraws after a round (or from a submarine, 9.9.3). */
export const breakOff = (): EncounterEnded[] => [ended('9.0', 'brokeOff')];

/** Automatic: the round is over and nothing more can be done (no target, no follow, repairs owed). */
export function roundOverStep(state: CareerState): EncounterEnded[] {
  if (canFightOn(state) || followChoices(state).length > 0) return [];
  const encounter = encounterOf(state);
  if (afloat(encounter).length === 0) return [ended('9.2.7', 'targetsGone')];
  return [ended(encounter.escorted ? '9.7.1' : '9.4.7', 'escaped')];
}
