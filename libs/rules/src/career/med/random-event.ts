import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { MedRandomEventId } from '../../campaigns/beneath-the-med/air-events';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import type { AircraftEncountered, UBoatSunk } from '../model/events';
import type { MinefieldRolled, RandomEventTokenUsed } from '../model/events-random';
import {
  NO_MED_DAMAGE,
  type MedBoatDamage,
  type MedCareer,
  type MedPatrol,
  type MedRandomEventRolled,
  type MedRepairsAttempted,
  type MedTorpedoLoad,
} from '../model/med';
import { MED_MINEFIELD } from '../../campaigns/beneath-the-med/minefield-rules';
import { rollOn } from '../model/rolls';
import type { MedState, Step } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { medCrashDive } from './aircraft';
import { medCrewInjuries, type MedInjuryEvent } from './crew-injuries';
import { medAbort } from './abort';
import { medRepairs } from './repairs';
import type { MedSystem } from '../../campaigns/beneath-the-med/escort';

/*
 * Random events (9.0-9.2): the patrol's first 12 on [A3] is an event on [B10] instead (9.1); "In bocca al lupo" puts a
 * token on the status board, kept until used and stacked (004 L2522-2528), spent on a failed crash dive (Q-BTM-LUPO).
 */

/** 9.2: the [B10] roll, in the command that rolled the 12. */
export function rollMedRandomEvent(
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedRandomEventRolled {
  const { roll, result } = rollOn(dice, medChart(pack, 'B10', '9.2'), 'B10', {
    purpose: 'random event',
    rule: '9.2',
  });
  return { type: 'RandomEventRolled', data: { chart: 'B10', roll, event: result } };
}

const EVENT_DAMAGE: Partial<Record<MedRandomEventId, MedSystem>> = {
  periscopeFailure: 'periscope',
  fuelLeak: 'fuelTanks',
};

/** D53: the events that hurt one man, rolled on [B8] (7.5.6). */
const INJURES: ReadonlySet<MedRandomEventId> = new Set(['manOverboard', 'looseTorpedo']);

/** 9.2: the [B10] roll and, for an event that hurts a man, his injury on [B8] (7.5.6, D53). */
export function medRandomEventRolled(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack,
): (MedRandomEventRolled | MedInjuryEvent | MedRepairsAttempted)[] {
  const rolled = rollMedRandomEvent(dice, pack);
  const event = rolled.data.event;
  if (INJURES.has(event)) return [rolled, ...medCrewInjuries(state, 1, '9.2', dice, pack)];
  const damage = eventDamage(state, event);
  if (event === 'periscopeFailure' && damage)
    return [rolled, ...[medRepairs(state, '9.2', dice, pack, damage) ?? []].flat()];
  const aborts = event === 'fuelLeak' && !(state.patrol as MedPatrol).abort;
  return aborts ? [rolled, medAbort('7.5.5', 'fuelTanks')] : [rolled];
}

/** D19: the periscope fails, the fuel tanks leak: the system damaged (7.5.8: no effect when it already is). */
export function eventDamage(state: MedState, event: MedRandomEventId): MedBoatDamage | null {
  const system = EVENT_DAMAGE[event];
  const damage = (state.patrol as MedPatrol).damage ?? NO_MED_DAMAGE;
  if (!system || damage.systems.includes(system)) return null;
  return { ...damage, systems: [...damage.systems, system] };
}

/**
 * What each [B10] event leads to (D19): a token, a reload spoiled or heavy seas and the boat sails on (`null`); the
 * aircraft out of the sun attacks at once, the AA may fire (7.3.3); an enemy submarine is met (7.2.10); the minefield
 * is crossed (D65); the others wait for the rules they need.
 */
export const MED_EVENT_STEP: Readonly<Record<MedRandomEventId, Step | null>> = {
  manOverboard: null, // its crew injury follows in the same command (D53)
  aircraftOutOfTheSun: { kind: 'antiAircraft', rule: '9.2', attacks: 1 },
  periscopeFailure: null, // its repair roll follows in the same command (7.5.1)
  torpedoFault: null,
  enemySubmarine: { kind: 'submarine' }, // 7.2.10: its initiative follows in the command (med/submarine.ts)
  inBoccaAlLupo: null,
  heavySeas: null,
  minefield: null, // D65: its 2d6 follows in the command (MinefieldRolled)
  fuelLeak: null, // the fuel tanks damaged: the abort follows in the same command (7.5.5)
  looseTorpedo: null, // its crew injury follows in the same command (D53)
};

/**
 * D19, torpedo fault: one torpedo of the reload racks is spoiled, the bow rack's first, else the stern's; with both
 * racks empty, one in a tube, bow first; with none aboard nothing happens.
 */
export function spoilOneTorpedo(load: MedTorpedoLoad): MedTorpedoLoad {
  const order = ['bowReloads', 'sternReloads', 'bowTubes', 'sternTubes'] as const;
  const from = order.find((k) => load[k].length > 0);
  return from ? { ...load, [from]: load[from].slice(1) } : load;
}

/** 9.2, D65: the minefield's 2d6 (+1 veteran, +2 elite crew): the boat lost, ten hits on [B5] to roll, or clear. */
export function crossMinefield(career: MedCareer, dice: DiceSource): (MinefieldRolled | UBoatSunk)[] {
  const quality = `${career.crewQuality}Crew`;
  const modifiers = MED_MINEFIELD.modifiers
    .filter((m) => m.id === quality)
    .map((m) => ({ id: m.id, value: m.value, rule: '9.2' }));
  const { roll, result } = rollOn(dice, MED_MINEFIELD.roll, 'B10 minefield', {
    purpose: 'minefield',
    rule: '9.2',
    modifiers,
  });
  const hits = result === 'hits' ? MED_MINEFIELD.hits.value : 0;
  const rolled: MinefieldRolled = { type: 'MinefieldRolled', data: { rule: '9.2', roll, result, hits } };
  return result === 'uboatSunk'
    ? [rolled, { type: 'UBoatSunk', data: { rule: '9.2', cause: 'mine' } }]
    : [rolled];
}

type UseToken = Extract<CareerCommand, { type: 'UseRandomEventToken' }>;

/** Q-BTM-LUPO: a token may roll again the crash dive that failed (not the aircraft of [B10], which had none). */
export const canUseLuckToken = (state: MedState): boolean =>
  state.step.kind === 'antiAircraft' &&
  state.step.rule === '7.3.3' &&
  (state.career as MedCareer).luckTokens > 0;

/** 9.2, Q-BTM-LUPO: an "In bocca al lupo" token leaves the board and [A4] is rolled again, its result the one kept. */
export function useLuckToken(
  state: MedState,
  command: UseToken,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): [RandomEventTokenUsed, AircraftEncountered<'beneath-the-med'>] {
  requireStep(state, 'antiAircraft', '9.2', 'UseRandomEventToken');
  if (command.data.token !== 'inBoccaAlLupo' || !canUseLuckToken(state))
    throw violation(
      '9.2',
      'command/option-not-offered',
      'No "In bocca al lupo" token to roll this crash dive again',
    );
  return [
    { type: 'RandomEventTokenUsed', data: { token: 'inBoccaAlLupo', rule: '9.2' } },
    medCrashDive(state.career as MedCareer, dice, pack),
  ];
}
