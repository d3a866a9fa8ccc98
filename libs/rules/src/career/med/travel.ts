import { BENEATH_THE_MED, medChart } from '../../campaigns';
import { medCrashDive } from './aircraft';
import { crossMinefield, medRandomEventRolled } from './random-event';
import { aboardOf, type MedInjuryEvent } from './crew-injuries';
import { checkMedSevereWounds } from './medico';
import { bringsShips, identifyMedShips } from './ships';
import { targetRules } from '../common/targets';
import { rollMedTimeOfDay } from './attack';
import { b10Submarine, medSubmarineMet } from './submarine';
import type { A3Section, EncounterChart } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { formatSpan, rowFor } from '../../charts';
import type { DiceSource } from '../../dice';
import { isPatrolRandomEvent } from '../common/random-event';
import type {
  AircraftEncountered,
  EncounterRolled,
  RuleApplied,
  EnemyTorpedoesFired,
  ShipsIdentified,
  SubmarineEncountered,
  TimeOfDaySet,
  TravelBoxEntered,
  UBoatSunk,
} from '../model/events';
import { onChart, roll, type AppliedModifier } from '../model/rolls';
import type { MinefieldRolled } from '../model/events-random';
import { newEncounter, newHunt, type Encounter, type MedState, type Step } from '../model/state';
import { requireStep } from '../model/violations';
import { notPlayedError, notPlayedStep } from './not-played';
import type {
  MedCareer,
  MedEncounter,
  MedPatrol,
  MedRandomEventRolled,
  MedRouteBox,
  MedSevereWoundsChecked,
  MedRepairsAttempted,
} from '../model/med';

type Travelled =
  | TravelBoxEntered<'beneath-the-med'>
  | EncounterRolled<'beneath-the-med'>
  | AircraftEncountered<'beneath-the-med'>
  | MedRandomEventRolled
  | MedInjuryEvent
  | MedSevereWoundsChecked
  | MedRepairsAttempted
  | ShipsIdentified
  | TimeOfDaySet
  | SubmarineEncountered
  | EnemyTorpedoesFired
  | UBoatSunk
  | MinefieldRolled;

/**
 * 6.1 step 2: the boat enters its next box and rolls the box's section of [A3] (twice on a Singapore run, 6.5), the
 * Strait of Gibraltar with the year's modifier (7.2.11); the patrol's first 12 is its random event instead (9.1). An
 * aircraft is met at once with the crash dive on [A4] (7.3.1); after a clean dive the box's next roll follows
 * (Q-BTM-TWICE); the random event is rolled on [B10] at once (9.2). Ships are identified at once, as The Hunted's are (7.1.3-7.1.8, med/ships.ts), and the attack on
 * them is next; any other encounter ends the command, resolved next.
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
  const wounds = checkMedSevereWounds(aboardOf(state), pack, dice); // 7.5.6: the Medico out
  const events: Travelled[] = [{ type: 'TravelBoxEntered', data: entered }, ...(wounds ? [wounds] : [])];
  let randomEventUsed = patrol.randomEventUsed;
  for (let n = 0; n < box.rolls; n++) {
    const rolled = rollA3(chart, sectionOf(box), boxIndex, career, randomEventUsed, dice);
    events.push(rolled);
    randomEventUsed ||= rolled.data.randomEvent;
    if (rolled.data.randomEvent) {
      events.push(...medRandomEventMet(state, dice, pack)); // 9.2: whatever the event, the box's other rolls are not made
      break;
    }
    if (bringsShips(rolled.data)) {
      const identified = identifyMedShips(rolled.data, dice, pack, targetRules(state)); // 7.1.3-7.1.8, 11.1-11.2
      events.push(identified);
      if (metSubmarine(identified.data))
        events.push(...medSubmarineMet(identified.data.ships[0], dice)); // 7.2.10
      else events.push(rollMedTimeOfDay(dice)); // 7.1.10
      break;
    }
    if (rolled.data.result === 'aircraft') {
      const dive = medCrashDive(career, dice, pack);
      events.push(dive);
      if (dive.data.attacks > 0) break;
    } else if (encounterStep(rolled.data) !== null) break;
  }
  return events;
}

/**
 * 9.2: the [B10] roll and a man it hurts (7.5.6, D53); the enemy submarine it brings is met at once, by its own
 * procedure (7.2.10, Q-BTM-SUB-2), and the minefield crossed (D65).
 */
export function medRandomEventMet(state: MedState, dice: DiceSource, pack: MedChartPack): Travelled[] {
  const events = medRandomEventRolled(state, dice, pack);
  const event = events[0] as MedRandomEventRolled;
  if (event.data.event === 'minefield')
    return [...events, ...crossMinefield(state.career as MedCareer, dice)];
  return [
    ...events,
    ...(event.data.event === 'enemySubmarine' ? medSubmarineMet(b10Submarine(pack), dice) : []),
  ];
}

const sectionOf = (box: MedRouteBox): A3Section => (box.kind === 'area' ? (box.area as A3Section) : box.kind);

/** One roll on a section of [A3] (6.1 step 2; the Mission box's, 6.7.1). */
export function rollA3(
  chart: EncounterChart,
  section: A3Section,
  boxIndex: number,
  career: MedCareer,
  randomEventUsed: boolean,
  dice: DiceSource,
): EncounterRolled<'beneath-the-med'> {
  const table = chart.sections[section];
  if (!table) throw notPlayedError('7.1', { chart: 'A3', section });
  const modifiers = section === 'gibraltar' ? gibraltarYear(chart, career) : [];
  const r = roll(dice, table.die, { purpose: `encounter, ${section}`, rule: '6.1', modifiers });
  const row = rowFor(table, r.total);
  const rulesApplied = passedSubmerged(section, row.result);
  const result = rulesApplied.at(-1)?.to as MedEncounter['result'] | undefined;
  return {
    type: 'EncounterRolled',
    data: {
      boxIndex,
      column: section,
      roll: onChart(r, `A3 ${section}`, formatSpan(row.roll)),
      printed: row.result,
      result: result ?? row.result,
      rulesApplied,
      randomEvent: isPatrolRandomEvent(r.natural, randomEventUsed, chart.randomEventOn.value), // 9.1
    },
  };
}

/** 7.2.11: an aircraft at Gibraltar finds the boat passing submerged: no encounter, an escort with it still attacks. */
const PASSED_SUBMERGED: Partial<Record<MedEncounter['printed'], MedEncounter['result']>> = {
  aircraft: 'none',
  aircraftAndEscort: 'escort',
};

const passedSubmerged = (section: A3Section, printed: MedEncounter['printed']): RuleApplied[] => {
  const to = section === 'gibraltar' ? PASSED_SUBMERGED[printed] : undefined;
  return to ? [{ rule: '7.2.11', from: printed, to }] : [];
};

/** 7.2.11: the year's modifier on the Gibraltar roll (none when it is 0); 7.2.7 rolls the same section. */
export function gibraltarYear(chart: EncounterChart, career: MedCareer): AppliedModifier[] {
  const year = [...chart.gibraltarYearModifiers].reverse().find((m) => m.from <= career.date);
  return year && year.value !== 0 ? [{ id: 'year', value: year.value, rule: '7.2.11' }] : [];
}

/**
 * The step an encounter roll leads to, or null when the boat sails on (none, and an aircraft at Gibraltar, 7.2.11).
 * An aircraft's crash dive (7.3.1) and the ships' identification (7.1.3-7.1.8) follow in the same command, and their
 * events decide what comes next; the step named here for them is what a roll recorded before they were played
 * folds to, as is the random event's: its [B10] roll follows in the same command (9.2, med/random-event.ts). The escort
 * at Gibraltar attacks at once at medium range, as if it had detected the boat (7.2.11, Q-BTM-GIBRALTAR): its depth
 * charges on [B4] (7.2.5).
 */
export function encounterStep(d: MedEncounter): Step | null {
  if (d.randomEvent) return blocked('9.2', { procedure: 'randomEvent' });
  if (d.result === 'none') return null;
  if (d.column === 'gibraltar') return { kind: 'depthCharges' };
  if (d.result === 'aircraft') return blocked('7.3', { procedure: 'aircraftEncounter' });
  return blocked('7.1', { procedure: 'encounter' });
}

const blocked = notPlayedStep;

const metSubmarine = (d: ShipsIdentified['data']): boolean =>
  d.ships.every((ship) => ship.type === 'submarine');

/**
 * 7.1.10: once its ships are identified (7.1.3-7.1.8), the encounter's day or night is rolled in the same command, and
 * the attack follows (7.2); an enemy submarine is met by its own procedure (7.2.10).
 */
export const shipsMetStep = (d: ShipsIdentified['data']): Step =>
  metSubmarine(d) ? { kind: 'submarine' } : blocked('7.1.10', { procedure: 'dayOrNight' });

/** An escort that has detected the boat at `range` hunts it at once, with no [B3] roll before its [B4]. */
export const escortHunting = (range: 'close' | 'medium'): Encounter =>
  newEncounter('escort', {
    escorted: true,
    approach: { attack: 'submerged', range, wolfpack: null },
    hunt: newHunt('detected', { previouslyDetected: true }),
  });

/** 7.2.11 (Q-BTM-GIBRALTAR): the escort in the Strait, at medium range, hunts a boat it has detected. */
export const escortAtGibraltar = (): Encounter => escortHunting('medium');

/**
 * After the salvo (7.2.3): against escorts the Comandante may dive below test depth before they roll [B3] (7.2.5-7.2.6);
 * against unescorted ships the round is over: an extra combat round or the boat sails on (7.2.7, med/rounds.ts).
 */
export const afterSalvoStep = (escorted: boolean): Step =>
  escorted ? { kind: 'evading' } : { kind: 'combatRoundOver' };

/** 6.1 step 2: the boat sails on to its next box; after the last one's encounters it is back in port (6.1 step 3). */
export const sailOn = (patrol: MedPatrol): Step =>
  patrol.boxIndex < patrol.boxes.length - 1 ? { kind: 'underway' } : { kind: 'refit' };
