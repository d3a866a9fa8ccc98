import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { A3Section, EncounterChart } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { formatSpan, rowFor } from '../../charts';
import type { DiceSource } from '../../dice';
import { RuleNotImplemented } from '../../errors';
import { isPatrolRandomEvent } from '../common/random-event';
import type { EncounterRolled, RuleApplied, TravelBoxEntered } from '../model/events';
import { onChart, roll, type AppliedModifier } from '../model/rolls';
import type { MedState, Step } from '../model/state';
import { requireStep } from '../model/violations';
import type { MedCareer, MedEncounter, MedPatrol, MedRouteBox } from '../model/med';

type Travelled = TravelBoxEntered<'beneath-the-med'> | EncounterRolled<'beneath-the-med'>;

/**
 * 6.1 step 2: the boat enters its next box and rolls the box's section of [A3] (twice on a Singapore run, 6.5), the
 * Strait of Gibraltar with the year's modifier (7.2.11); the patrol's first 12 is its random event instead (9.1). A
 * roll that brings an encounter ends the command: the encounter is resolved next (7.1-7.3).
 */
export function enterMedBox(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): Travelled[] {
  requireStep(state, 'underway', '6.1', 'EnterNextBox');
  const career = state.career as MedCareer;
  const patrol = state.patrol as MedPatrol;
  const boxIndex = patrol.boxIndex + 1;
  const box = patrol.boxes[boxIndex];
  const chart = medChart(pack, 'A3');
  // No defensive posture in Beneath the Med (digest §1.4), nor a kite: the boat sails surfaced.
  const entered = { boxIndex, box, posture: 'surfaced', rolls: box.rolls, kiteDeployed: false } as const;
  const events: Travelled[] = [{ type: 'TravelBoxEntered', data: entered }];
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
): EncounterRolled<'beneath-the-med'> {
  const section = sectionOf(box);
  const table = chart.sections[section];
  if (!table)
    throw new RuleNotImplemented('7.1', `(Beneath the Med chart A3 section ${section} is not built)`);
  const modifiers = section === 'gibraltar' ? gibraltarYear(chart, career) : [];
  const r = roll(dice, table.die, { purpose: `encounter, ${section}`, rule: '6.1', modifiers });
  const row = rowFor(table, r.total);
  const rulesApplied = passedSubmerged(section, row.result);
  return {
    type: 'EncounterRolled',
    data: {
      boxIndex,
      column: section,
      roll: onChart(r, `A3 ${section}`, formatSpan(row.roll)),
      printed: row.result,
      result: rulesApplied.length > 0 ? 'none' : row.result,
      rulesApplied,
      randomEvent: isPatrolRandomEvent(r.natural, randomEventUsed, chart.randomEventOn.value), // 9.1
    },
  };
}

/** 7.2.11: an aircraft at Gibraltar finds the boat passing submerged: no encounter. */
const passedSubmerged = (section: A3Section, printed: MedEncounter['printed']): RuleApplied[] =>
  section === 'gibraltar' && printed === 'aircraft' ? [{ rule: '7.2.11', from: printed, to: 'none' }] : [];

/** 7.2.11: the year's modifier on the Gibraltar roll (none when it is 0). */
function gibraltarYear(chart: EncounterChart, career: MedCareer): AppliedModifier[] {
  const year = [...chart.gibraltarYearModifiers].reverse().find((m) => m.from <= career.date);
  return year && year.value !== 0 ? [{ id: 'year', value: year.value, rule: '7.2.11' }] : [];
}

/**
 * The step an encounter roll leads to, or null when the boat sails on (none, and an aircraft at Gibraltar, 7.2.11).
 * The random event (9.2, [B10]) and every encounter wait for their rules, named here.
 */
export function encounterStep(d: MedEncounter): Step | null {
  if (d.randomEvent) return blocked('9.2', 'the random event on [B10]');
  if (d.result === 'none') return null;
  if (d.column === 'gibraltar') return blocked('7.2.11', 'the escort attack at Gibraltar, at medium range');
  if (d.result === 'aircraft') return blocked('7.3', 'the aircraft encounter');
  return blocked('7.1', `the ${d.result} encounter`);
}

const blocked = (rule: string, what: string): Step => ({
  kind: 'blocked',
  rule,
  reason: `(Beneath the Med: ${what})`,
});
