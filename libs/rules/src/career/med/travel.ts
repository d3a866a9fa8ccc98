import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { A3Section, EncounterChart } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { formatSpan, rowFor } from '../../charts';
import type { DiceSource } from '../../dice';
import { RuleNotImplemented } from '../../errors';
import { onChart, roll, type AppliedModifier } from '../model/rolls';
import type { CareerState, Step } from '../model/state';
import { requireStep } from '../model/violations';
import type { MedBoxEntered, MedCareer, MedEncounterRolled, MedPatrol, MedRouteBox } from '../model/med';

/**
 * 6.1 step 2: the boat enters its next box and rolls the box's section of [A3] (twice on a Singapore run, 6.5), the
 * Strait of Gibraltar with the year's modifier (7.2.11); the patrol's first 12 is its random event instead (9.1). A
 * roll that brings an encounter ends the command: the encounter is resolved next (7.1-7.3).
 */
export function enterMedBox(
  state: CareerState,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): (MedBoxEntered | MedEncounterRolled)[] {
  requireStep(state, 'underway', '6.1', 'EnterNextBox');
  const career = state.med as MedCareer;
  const patrol = career.patrol as MedPatrol;
  const boxIndex = patrol.boxIndex + 1;
  const box = patrol.boxes[boxIndex];
  const chart = medChart(pack, 'A3');
  const events: (MedBoxEntered | MedEncounterRolled)[] = [{ type: 'MedBoxEntered', data: { boxIndex } }];
  let randomEventUsed = patrol.randomEventUsed;
  for (let n = 0; n < box.rolls; n++) {
    const rolled = rollA3(chart, box, boxIndex, career, randomEventUsed, dice);
    events.push(rolled);
    randomEventUsed ||= rolled.data.randomEvent;
    if (rolled.data.randomEvent || encounterStep(rolled.data) !== null) break;
  }
  return events;
}

const sectionOf = (box: MedRouteBox): A3Section => (box.kind === 'area' ? (box.area as A3Section) : box.kind);

function rollA3(
  chart: EncounterChart,
  box: MedRouteBox,
  boxIndex: number,
  career: MedCareer,
  randomEventUsed: boolean,
  dice: DiceSource,
): MedEncounterRolled {
  const section = sectionOf(box);
  const table = chart.sections[section];
  if (!table)
    throw new RuleNotImplemented('7.1', `(Beneath the Med chart A3 section ${section} is not built)`);
  const modifiers = section === 'gibraltar' ? gibraltarYear(chart, career) : [];
  const r = roll(dice, table.die, { purpose: `encounter, ${section}`, rule: '6.1', modifiers });
  const row = rowFor(table, r.total);
  const randomEvent = !randomEventUsed && r.natural === chart.randomEventOn.value; // 9.1
  return {
    type: 'MedEncounterRolled',
    data: {
      boxIndex,
      section,
      roll: onChart(r, `A3 ${section}`, formatSpan(row.roll)),
      result: row.result,
      randomEvent,
    },
  };
}

/** 7.2.11: the year's modifier on the Gibraltar roll (none when it is 0). */
function gibraltarYear(chart: EncounterChart, career: MedCareer): AppliedModifier[] {
  const year = [...chart.gibraltarYearModifiers].reverse().find((m) => m.from <= career.date);
  return year && year.value !== 0 ? [{ id: 'year', value: year.value, rule: '7.2.11' }] : [];
}

/**
 * The step an encounter roll leads to, or null when the boat sails on: none, and at Gibraltar an aircraft (the boat
 * passes submerged, 7.2.11). The random event (9.2, [B10]) and every encounter wait for their rules, named here.
 */
export function encounterStep(d: MedEncounterRolled['data']): Step | null {
  if (d.randomEvent) return blocked('9.2', 'the random event on [B10]');
  const result = d.section === 'gibraltar' && d.result === 'aircraft' ? 'none' : d.result;
  if (result === 'none') return null;
  if (d.section === 'gibraltar') return blocked('7.2.11', 'the escort attack at Gibraltar, at medium range');
  if (result === 'aircraft') return blocked('7.3', 'the aircraft encounter');
  return blocked('7.1', `the ${result} encounter`);
}

const blocked = (rule: string, what: string): Step => ({
  kind: 'blocked',
  rule,
  reason: `(Beneath the Med: ${what})`,
});
