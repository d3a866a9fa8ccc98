import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { rowFor, formatSpan } from '../../charts';
import type { DiceSource } from '../../dice';
import type { AdditionalRoundRolled, AircraftEncountered, EncounterEnded } from '../model/events';
import type { MedCareer, MedPatrol } from '../model/med';
import { onChart, roll } from '../model/rolls';
import type { Encounter, MedState } from '../model/state';
import { requireAllowed, requireStep, violation } from '../model/violations';
import { medCrashDive } from './aircraft';
import { detectionBeforeFiring, medTubesReloaded, type MedHuntEvent } from './escorts';
import { gibraltarYear } from './travel';
import { medFollowChoices } from './follow';
import { missionBoxes } from './missions/index';

// The end of a combat round against unescorted ships (7.2.7): an extra round, rolled on [A3], or the boat sails on.

const encounterOf = (state: MedState): Encounter => state.encounter as Encounter;
const afloat = (encounter: Encounter) => encounter.ships.filter((s) => s.damage < s.sinkPoints);

/** 7.2.7: the extra rounds fought in the patrol's present box (none yet when absent). */
export const extraRoundsInBox = (patrol: MedPatrol): number =>
  patrol.extraRoundsIn?.box === patrol.boxIndex ? patrol.extraRoundsIn.rounds : 0;

const roundsInABox = (): number => BENEATH_THE_MED.follow.moreRoundsPerBox.value;

/**
 * 7.2.7 (004 L1779-1784, Q-BTM-COMBAT-THIRD-ROUND): the box the boat chases the ship into for a third extra round, or
 * null: not before the box's two are fought, nor from the patrol's last non-transit (on-station) box or beyond it (the
 * fuel is short), nor into a box with a procedure of its own (the Strait, the Bay of Biscay, a Mission box).
 */
export function boxToMoveOn(patrol: MedPatrol): number | null {
  if (extraRoundsInBox(patrol) < roundsInABox()) return null;
  const lastOnStation = patrol.boxes.map((b) => b.kind).lastIndexOf('area');
  const next = patrol.boxIndex + 1;
  const kind = patrol.boxes[next]?.kind;
  const plain = (kind === 'area' || kind === 'transit') && !missionBoxes(patrol).includes(next);
  return patrol.boxIndex < lastOnStation && plain ? next : null;
}

/** 4.5, 7.2.7: a torpedo in a tube once the empty ones are reloaded (the deck gun is med-encounters', 7.2.3.2). */
function torpedoReady(career: MedCareer, pack: MedChartPack): boolean {
  const t = medTubesReloaded(career, pack)[0]?.data.torpedoes ?? career.torpedoes;
  return t.bowTubes.length + t.sternTubes.length > 0;
}

/**
 * 7.2.7: against an unescorted ship not sunk, an extra round: two in the same box (Q-BTM-EXTRA-ROUNDS), a third the
 * boat first moving one box on (Q-BTM-COMBAT-THIRD-ROUND), with a torpedo to fire once the tubes are reloaded.
 */
export function canFightOnMed(state: MedState, pack: MedChartPack = BENEATH_THE_MED.charts.builtIn): boolean {
  const encounter = encounterOf(state);
  const patrol = state.patrol as MedPatrol;
  return (
    !encounter.escorted &&
    afloat(encounter).length > 0 &&
    (extraRoundsInBox(patrol) < roundsInABox() || boxToMoveOn(patrol) !== null) &&
    torpedoReady(state.career as MedCareer, pack)
  );
}

/**
 * 7.2.7: the tubes reloaded, then the [A3] section "extra combat round / Gibraltar" with its year's modifier
 * (Q-BTM-ROUND-A3). An escort arriving rolls [B3] at once as at close range (Q-BTM-ROUND-ESCORT); an aircraft makes
 * the boat dive: its crash dive on [A4] follows (7.3.1, Q-BTM-ROUND-AIR). The box's two rounds fought, the boat first
 * moves one box on, chasing the ship (`movedToBox`, no [A3] roll of that box's own; Q-BTM-COMBAT-THIRD-ROUND).
 */
export function medExtraRound(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack,
): (MedHuntEvent | AdditionalRoundRolled | AircraftEncountered<'beneath-the-med'>)[] {
  requireAllowed(state, ['combatRoundOver', '7.2.7', 'AdditionalRound'], () => canFightOnMed(state, pack), [
    'combat/no-additional-round',
    'No unescorted ship afloat, no torpedo to fire, or two extra rounds in this box and no box to move on to',
  ]);
  const career = state.career as MedCareer;
  const section = medChart(pack, 'A3').sections.gibraltar;
  if (!section)
    throw violation('7.2.7', 'combat/no-additional-round', 'The [A3] extra-round section is not built');
  const modifiers = gibraltarYear(medChart(pack, 'A3'), career);
  const r = roll(dice, section.die, { purpose: 'extra combat round', rule: '7.2.7', modifiers });
  const row = rowFor(section, r.total);
  const aircraft = row.result === 'aircraft' || row.result === 'aircraftAndEscort';
  const escortArrives = !aircraft && row.result === 'escort';
  const movedToBox = boxToMoveOn(state.patrol as MedPatrol);
  const rolled: AdditionalRoundRolled = {
    type: 'AdditionalRoundRolled',
    data: {
      rule: '7.2.7',
      roll: onChart(r, 'A3 extraRound', formatSpan(row.roll)),
      result: row.result as AdditionalRoundRolled['data']['result'],
      aircraft,
      escortArrives,
      ...(movedToBox === null ? {} : { movedToBox }),
    },
  };
  const next = aircraft
    ? [medCrashDive(career, dice, pack)]
    : escortArrives
      ? [detectionBeforeFiring(state, 'close', dice, pack)]
      : [];
  return [...medTubesReloaded(career, pack), rolled, ...next];
}

/** 7.2.7: the Comandante lets the ship go: the combat is over and the boat sails on. */
export function medBreakOff(state: MedState): EncounterEnded[] {
  requireStep(state, 'combatRoundOver', '7.2.7', 'BreakOff');
  return [{ type: 'EncounterEnded', data: { rule: '7.2.7', reason: 'brokeOff' } }];
}

/** Automatic: the round is over and no extra round or follow can be made: every ship sunk, or none left to fight. */
export function medRoundOverStep(state: MedState, pack: MedChartPack): EncounterEnded[] {
  if (canFightOnMed(state, pack) || medFollowChoices(state).length > 0) return [];
  const gone = afloat(encounterOf(state)).length === 0;
  return [{ type: 'EncounterEnded', data: { rule: '7.2.7', reason: gone ? 'targetsGone' : 'escaped' } }];
}
