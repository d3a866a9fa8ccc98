import { atLeast, atMost, between, exactly, RollRow, RollTable } from './dice';
import { Provenance, SourceRef } from './provenance';
import { Check, modifiers, obj, oneOf, optional, record, rollTable, sourced, str, arr } from './schema';
import { Modifier, PATROL_AREAS, PatrolArea } from './vocabulary';

// ---- [R1] Random events (12.0): 2d6 on the first unmodified 12 of a patrol's [E1] rolls; [R2] is the 3d6 option ----

export const RANDOM_EVENTS = [
  'manOverboard',
  'caughtBySurprise',
  'gyrocompassFailure',
  'superiorTorpedoes',
  'submarineEncounter',
  'halsUndBeinbruch',
  'schnorchelFailure',
  'weatherReportingMission',
  'minefield',
  'heavyStorm',
  'looseTorpedo',
  'officerLeftOnDeck',
  'periscopeFailure',
  'searchAndRescue',
  'spoiledFood',
  'milchkuh',
] as const;
export type RandomEventId = (typeof RANDOM_EVENTS)[number];

export interface RandomEvent {
  readonly event: RandomEventId;
  readonly effect: string;
  /** The event is ignored (and a later unmodified 12 may trigger one, 12.1.5) in these areas or cases. */
  readonly ignoredIn?: readonly PatrolArea[];
  readonly ignoredWhen?: string;
  /** A token kept on the board: superior torpedoes (this patrol), Hals und Beinbruch (any later patrol). */
  readonly token?: 'superiorTorpedoes' | 'halsUndBeinbruch';
  /** Follow-up rolls, named by what they decide. */
  readonly rolls?: Record<string, RollTable<string> & { readonly modifiers?: readonly Modifier[] }>;
}

export interface RandomEventChart extends RollTable<RandomEvent> {
  readonly oncePerPatrol: Sourced;
  readonly notInMissionBox: Sourced;
}
type Sourced = { readonly value: true; readonly provenance: Provenance };

const officerLost = (line: SourceRef, first: 'kommandant' | 'doctor'): RollTable<string> => ({
  die: '1d6',
  modified: false,
  rows: [
    { roll: exactly(1), result: first, provenance: line },
    { roll: exactly(2), result: 'engineer', provenance: line },
    { roll: between(3, 4), result: 'firstWatchOfficer', provenance: line },
    { roll: between(5, 6), result: 'secondWatchOfficer', provenance: line },
  ],
});
const repair = (line: SourceRef): RollTable<string> => ({
  die: '1d6',
  modified: true,
  rows: [
    { roll: atMost(2), result: 'repaired', provenance: line },
    { roll: atLeast(3), result: 'failed', provenance: line },
  ],
});
const minefield = (line: SourceRef): RollTable<string> & { modifiers: Modifier[] } => ({
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(4), result: 'uboatSunk', provenance: line },
    { roll: exactly(5), result: 'tenHits', provenance: line },
    { roll: atLeast(6), result: 'noEffect', provenance: line, interpretation: 'C-18' },
  ],
  modifiers: [
    { id: 'veteranCrew', value: 1, when: 'veteran crew', provenance: line },
    { id: 'eliteCrew', value: 2, when: 'elite crew', provenance: line },
  ],
});
const initiative = (line: SourceRef): RollTable<string> => ({
  die: '1d10',
  modified: false,
  rows: [
    {
      roll: between(1, 5),
      result: 'enemyFiresFirst',
      provenance: ['000 L1324', line],
      interpretation: 'C-17',
    },
    {
      roll: between(6, 10),
      result: 'playerChooses',
      provenance: ['000 L1326', line],
      interpretation: 'C-17',
    },
  ],
});

const at = (roll: number, line: number, result: RandomEvent): RollRow<RandomEvent> => ({
  roll: exactly(roll),
  result,
  provenance: `002 L${line}` as SourceRef,
});

const E = {
  manOverboard: (l: SourceRef): RandomEvent => ({
    event: 'manOverboard',
    effect: 'an officer on watch is lost: KIA',
    ignoredWhen: 'that officer is already KIA',
    rolls: { officer: officerLost(l, 'kommandant') },
  }),
  gyrocompass: (l: SourceRef): RandomEvent => ({
    event: 'gyrocompassFailure',
    effect: 'repair on 1-2 (LI Experte modifies) or abort at once',
    rolls: { repair: repair(l) },
  }),
  superior: (): RandomEvent => ({
    event: 'superiorTorpedoes',
    effect: '+1 on dud rolls for the rest of the patrol',
    token: 'superiorTorpedoes',
  }),
  submarine: (l: SourceRef): RandomEvent => ({
    event: 'submarineEncounter',
    effect: 'an enemy submarine: resolve by 9.9',
    ignoredIn: ['northAmerica', 'caribbean'],
    rolls: { initiative: initiative(l) },
  }),
  hals: (): RandomEvent => ({
    event: 'halsUndBeinbruch',
    effect: 're-roll any one roll, now or in a later patrol; tokens accumulate',
    token: 'halsUndBeinbruch',
  }),
  schnorchel: (): RandomEvent => ({
    event: 'schnorchelFailure',
    effect: 'carbon monoxide: lose this travel box',
    ignoredWhen: 'no schnorchel fitted',
  }),
  weather: (radio: boolean): RandomEvent => ({
    event: 'weatherReportingMission',
    effect: 'no encounters in this box and the next',
    ignoredWhen: radio
      ? 'homeward transit, or the radio is inoperative'
      : 'homeward transit (or the radio is inoperative, [E5])',
  }),
  mines: (l: SourceRef): RandomEvent => ({
    event: 'minefield',
    effect: '2d6: 2-4 sunk, 5 ten hits',
    ignoredIn: ['atlantic', 'northAmerica', 'caribbean'],
    rolls: { minefield: minefield(l) },
  }),
  storm: (): RandomEvent => ({ event: 'heavyStorm', effect: 'no encounters in this box and the next' }),
  looseTorpedo: (): RandomEvent => ({
    event: 'looseTorpedo',
    effect: 'SW on an unwounded generic crew box (else the least wounded)',
    ignoredWhen: 'no torpedoes left',
  }),
  surprise: (): RandomEvent => ({
    event: 'caughtBySurprise',
    effect: 'an aircraft attack on [E3] plus one extra crew injury',
  }),
};

export const R1: RandomEventChart = {
  die: '2d6',
  modified: false,
  oncePerPatrol: { value: true, provenance: ['002 L2689', '000 L1911'] },
  notInMissionBox: { value: true, provenance: '000 L1921' },
  rows: [
    at(2, 2678, E.manOverboard('002 L2678')),
    at(3, 2679, E.surprise()),
    at(4, 2680, E.gyrocompass('002 L2680')),
    at(5, 2681, E.superior()),
    at(6, 2682, E.submarine('002 L2682')),
    at(7, 2683, E.hals()),
    at(8, 2684, E.schnorchel()),
    at(9, 2685, E.weather(false)),
    at(10, 2686, E.mines('002 L2686')),
    at(11, 2687, E.storm()),
    at(12, 2688, E.looseTorpedo()),
  ],
};

/** [R2] alternative random events, 3d6 (printed with the charts, never cited by the rules): an option. */
export const R2: RandomEventChart = {
  die: '3d6',
  modified: false,
  oncePerPatrol: { value: true, provenance: ['002 L2689', '000 L1911'] },
  notInMissionBox: { value: true, provenance: '000 L1921' },
  rows: [
    at(3, 2693, {
      event: 'officerLeftOnDeck',
      effect: 'crash dive leaves an officer on deck: KIA',
      ignoredWhen: 'that officer is already KIA',
      rolls: { officer: officerLost('002 L2693', 'doctor') },
    }),
    at(4, 2694, {
      event: 'periscopeFailure',
      effect:
        'repair on 1-2 or no submerged attacks this patrol; day encounters at long range with an immediate [E2] check; abort optional',
      rolls: { repair: repair('002 L2694') },
    }),
    at(5, 2695, {
      event: 'searchAndRescue',
      effect:
        'a Luftwaffe ace in the sea: on 1-2 recovered, abort, automatic promotion at the next refit; once per game',
      ignoredWhen:
        'not in the British Isles, the Mediterranean or a Bay of Biscay transit box, or it already happened',
      rolls: {
        pilot: {
          die: '1d6',
          modified: false,
          rows: [
            { roll: between(1, 2), result: 'recovered', provenance: '002 L2695' },
            { roll: between(3, 6), result: 'lost', provenance: '002 L2695' },
          ],
        },
      },
    }),
    at(6, 2696, E.gyrocompass('002 L2696')),
    at(7, 2697, E.mines('002 L2697')),
    at(8, 2698, {
      ...E.surprise(),
      effect: 'Achtung! an aircraft out of the sun: [E3] attack plus one extra crew injury',
    }),
    at(9, 2699, E.weather(true)),
    at(10, 2700, E.submarine('002 L2700')),
    at(11, 2701, E.superior()),
    at(12, 2702, E.schnorchel()),
    at(13, 2703, {
      event: 'heavyStorm',
      effect:
        'no encounters in this box and the next; then 1d6 = 6: an officer on watch is washed overboard (KIA)',
      rolls: {
        wave: {
          die: '1d6',
          modified: false,
          rows: [
            { roll: between(1, 5), result: 'noEffect', provenance: '002 L2703' },
            { roll: exactly(6), result: 'officerLost', provenance: '002 L2703' },
          ],
        },
        officer: officerLost('002 L2703', 'kommandant'),
      },
    }),
    at(14, 2704, E.hals()),
    at(15, 2705, {
      event: 'milchkuh',
      effect: 'met a Type XIV or XB: resupply as in 14.9 (the chart cites 7.4)',
    }),
    at(16, 2706, E.looseTorpedo()),
    at(17, 2707, {
      event: 'spoiledFood',
      effect: 'every crew and officer box LW; the Kommandant must abort',
      ignoredWhen: 'in the first outbound transit box',
    }),
    at(18, 2708, E.manOverboard('002 L2708')),
  ],
};

// ---- Validation ----

const subRoll: Check = rollTable(str, {}, { modifiers: optional(modifiers()) });
const event = obj({
  event: oneOf(RANDOM_EVENTS),
  effect: str,
  ignoredIn: optional(arr(oneOf(PATROL_AREAS), 'area')),
  ignoredWhen: optional(str),
  token: optional(oneOf(['superiorTorpedoes', 'halsUndBeinbruch'])),
  rolls: optional(record(null, subRoll)),
});
const flag = obj({ value: oneOf([true]), ...sourced });

export const RANDOM_EVENTS_SCHEMA: Check = rollTable(
  event,
  {},
  { oncePerPatrol: flag, notInMissionBox: flag },
);
