import { medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { MedDamageRepairChart } from '../../campaigns/beneath-the-med/damage';
import type { DiceSource } from '../../dice';
import { accumulated, genericBoxHit } from '../common/wounds';
import { isOut } from '../model/crew';
import type { PatrolAborted } from '../model/events-damage';
import type { MissionEnded } from '../model/events-mission';
import type { MedCareer, MedCrewInjured, MedCrewWounds, MedPatrol, MedSpecialist } from '../model/med';
import { rollOn } from '../model/rolls';
import type { MedState, Wound } from '../model/state';
import { medInCommand } from './crew';
import { medAbort } from './abort';
import { COMMANDO } from './missions/commando';

// Crew injuries (7.5.6): who on [B8] (2d6), how badly (1d6), the wounds adding up; the one procedure every hit that
// injures the crew goes through (`medCrewInjuries`).

export type MedInjuryEvent = MedCrewInjured | PatrolAborted | MissionEnded;

/** The men a wound may fall on: the crew's, and the passengers of the patrol (S.L.C. crews, the commando team). */
export interface Aboard {
  readonly wounds: MedCrewWounds;
  readonly passengers: readonly Wound[];
}

/** 7.5.6: the S.L.C. crew or commando hit: the first not yet out (LW before SW, as the generic crew). */
const passengerHit = (passengers: readonly Wound[]): number | null => genericBoxHit(passengers);

/** The wound of the man hit, or null when no one is there (a 12 with no passenger aboard, 004 L2103-2104). */
function woundOf(aboard: Aboard, role: MedCrewInjured['data']['role'], box: number | null): Wound | null {
  if (role === 'generic') return box === null ? null : aboard.wounds.generic[box];
  if (role === 'slc') return box === null ? null : aboard.passengers[box];
  return aboard.wounds[role];
}

/** The crew and passengers with one man's wound changed. */
export function withWound(aboard: Aboard, d: MedCrewInjured['data']): Aboard {
  const set = (list: readonly Wound[]) => list.map((w, i) => (i === d.box ? d.after : w));
  if (d.role === 'generic')
    return { ...aboard, wounds: { ...aboard.wounds, generic: set(aboard.wounds.generic) } };
  if (d.role === 'slc') return { ...aboard, passengers: set(aboard.passengers) };
  return { ...aboard, wounds: { ...aboard.wounds, [d.role as MedSpecialist]: d.after } };
}

/** 7.5.6: one injury on [B8]: 2d6 who, 1d6 how badly, added to his wound (004 L2110). */
function injureOne(aboard: Aboard, rule: string, b8: MedDamageRepairChart, dice: DiceSource): MedCrewInjured {
  const who = rollOn(dice, b8.who, 'B8 who', { purpose: 'crew injury: who', rule: '7.5.6' });
  const role = who.result;
  const box =
    role === 'generic'
      ? genericBoxHit(aboard.wounds.generic)
      : role === 'slc'
        ? passengerHit(aboard.passengers)
        : null;
  const before = woundOf(aboard, role, box);
  const base = { rule, who: who.roll, role, box };
  if (before === null || before === 'killed') {
    const after: Wound = before ?? 'none';
    const data = { ...base, severityRoll: null, severity: null, before: after, after };
    return { type: 'CrewInjured', data: { ...data, inCommand: medInCommand(aboard.wounds) } };
  }
  const how = rollOn(dice, b8.severity, 'B8 severity', { purpose: 'crew injury: how badly', rule: '7.5.6' });
  const after = accumulated(before, how.result, b8.accumulation);
  const data = { ...base, severityRoll: how.roll, severity: how.result, before, after };
  const changed = withWound(aboard, { ...data, inCommand: 'comandante' });
  return { type: 'CrewInjured', data: { ...data, inCommand: medInCommand(changed.wounds) } };
}

export const aboardOf = (state: MedState): Aboard => ({
  wounds: (state.career as MedCareer).wounds,
  passengers: (state.patrol as MedPatrol | null)?.passengers ?? [],
});

/**
 * 7.5.6: `n` injuries, each at once: the Comandante's death ends them (7.7.4); the Direttore di Macchina taking
 * command aborts the patrol at once; a commando passenger SW or KIA fails the Commando mission (6.7.3).
 */
export function medCrewInjuries(
  state: MedState,
  n: number,
  rule: string,
  dice: DiceSource,
  pack: MedChartPack,
): MedInjuryEvent[] {
  const b8 = medChart(pack, 'B8', '7.5.6');
  const patrol = state.patrol as MedPatrol;
  const events: MedInjuryEvent[] = [];
  let aboard = aboardOf(state);
  let aborted = patrol.abort != null;
  let commandoLost = false;
  for (let i = 0; i < n; i++) {
    const injured = injureOne(aboard, rule, b8, dice);
    const commanded = medInCommand(aboard.wounds);
    aboard = withWound(aboard, injured.data);
    events.push(injured);
    if (injured.data.role === 'comandante' && injured.data.after === 'killed') return events;
    if (injured.data.inCommand === 'macchina' && commanded !== 'macchina' && !aborted) {
      events.push(medAbort('7.5.6', 'engineerInCommand'));
      aborted = true;
    }
    if (!commandoLost && commandoOut(patrol, aboard)) {
      events.push({
        type: 'MissionEnded',
        data: { mission: COMMANDO.code, accomplished: false, rule: '7.5.6' },
      });
      commandoLost = true;
    }
  }
  return events;
}

/** 7.5.6 Cdo: the commando team SW or KIA before it is landed. */
const commandoOut = (patrol: MedPatrol, aboard: Aboard): boolean =>
  patrol.mission === 'C' && patrol.missionAccomplished === null && aboard.passengers.some(isOut);
