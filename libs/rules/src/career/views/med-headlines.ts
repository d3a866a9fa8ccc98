import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedWarshipRow } from '../../campaigns/beneath-the-med/targets';
import type { CareerEvent } from '../model/events';
import type { MedQualityRolled } from '../model/med-options';
import { MED_OPTION_RULES } from '../../campaigns/beneath-the-med/option-rules';
import { flakAlone, reportOf, type MoveReport, type Phrase, type PhraseValue, type Say } from './headlines';

// What a Beneath the Med move says beside The Hunted's headlines: the ships identified (7.1.3-7.1.8) in words, each
// with its tonnage, whether an escort guards them, and the designed sources of the lists' values (MED_SOURCES
// D10-D12), which a screen badges. Keys as in headlines.ts (apps/web/src/i18n/catalogues).

type Identified = Extract<CareerEvent, { type: 'ShipsIdentified' }>['data'];
type Ship = Identified['ships'][number];

const LISTS = ['T1', 'T2', 'T3', 'T4', 'T5'] as const;
const pack = BENEATH_THE_MED.charts.builtIn;

/** The row of the built-in lists a ship was rolled on, found by the name its list gives it. */
function rowOf(
  ship: Ship,
): { readonly list: string; readonly row: { name: string; provenance: unknown } } | null {
  for (const list of LISTS) {
    const row = medChart(pack, list).rows.find((r) => r.name === ship.name);
    if (row) return { list, row };
  }
  return null;
}

/** A ship by its list and row ("T2-4"), a capital ship's class, a warship's class, or a named capital ship. */
function shipName(ship: Ship, found: ReturnType<typeof rowOf>): Phrase {
  const listed = /^(T[1-3])-(\d+)$/.exec(ship.name);
  if (listed)
    return {
      key: 'medShip.listed',
      params: { type: { key: `shipType.${ship.type}` }, list: listed[1], row: listed[2] },
    };
  const battleships = /^(.+)-class battleship$/.exec(ship.name);
  if (battleships) return { key: 'medShip.battleshipClass', params: { shipClass: battleships[1] } };
  if (found?.list === 'T5')
    return { key: 'medShip.warship', params: { warship: (found.row as MedWarshipRow).warshipClass } };
  return { key: 'medShip.named', params: { name: ship.name } };
}

/** The designed sources of the rows ("D10, D12"), or null where every value is printed or historical. */
const designedOf = (rows: readonly ReturnType<typeof rowOf>[]): string | null => {
  const ids = rows
    .flatMap((found) => (found ? [found.row.provenance].flat() : []))
    .flatMap((source) =>
      typeof source === 'string' && source.startsWith('designed ') ? [source.slice(9)] : [],
    );
  return ids.length > 0 ? [...new Set(ids)].sort().join(', ') : null;
};

/** 7.1.3-7.1.8: "3 ships sighted, with an escort: Large freighter, list T2 no. 4 (7,100 t), …", its sources. */
function medShipsIdentified(d: Identified): Phrase {
  const found = d.ships.map(rowOf);
  const ships = d.ships.map((ship, i): Phrase => ({
    key: 'move.medShip',
    params: { ship: shipName(ship, found[i]), tonnage: ship.tonnage },
  }));
  return {
    key: 'move.medShipsIdentified',
    params: { n: d.ships.length, escorted: d.escorted, ships, designed: designedOf(found) },
  };
}

/** The Hunted's sayings that name a U-boat or its charts, said of a submarine of the Regia Marina and its own. */
const SUBMARINE: Readonly<Record<string, string>> = {
  'move.hits': 'move.medHits',
  'move.depthCharged': 'move.medDepthCharged', // 7.2.5: "Depth charges (7): 2 hits ([B4])", not [E3]
  'move.uboatSunk': 'move.medSunk',
  'move.uboatSunkCard': 'move.medSunkCard',
  'move.manoeuvre': 'move.medManoeuvre', // 11.3: one hit fewer, one or three more
  'move.manoeuvreCard': 'move.medManoeuvreCard', // 11.3: solo, not the two-player reveal of 14.8.3
};

type QualityRolled = MedQualityRolled['data'];

/** 11.4, 11.5: "The escorts are veteran (11.4)", "The aircraft is elite (11.5)". */
const medQuality = (d: QualityRolled): Phrase => ({
  key: d.rule === MED_OPTION_RULES.escortQualityRule ? 'move.medEscortQuality' : 'move.medAircraftQuality',
  params: { quality: d.quality },
});

const inMedWords = (said: Phrase): Phrase => ({
  key: SUBMARINE[said.key] ?? said.key,
  ...(said.params && {
    params: Object.fromEntries(Object.entries(said.params).map(([k, v]) => [k, valueInMedWords(v)])),
  }),
});
const valueInMedWords = (v: PhraseValue): PhraseValue =>
  Array.isArray(v) ? v.map(inMedWords) : v !== null && typeof v === 'object' ? inMedWords(v as Phrase) : v;

/** What one command of a Beneath the Med career did: The Hunted's sayings, with its own where they differ. */
export const medReportOf = (events: readonly CareerEvent[]): MoveReport => {
  const report = reportOf(events, {
    ShipsIdentified: medShipsIdentified as Say,
    FlakFired: flakAlone as Say, // 7.3.4
    EscortQualityRolled: medQuality as Say,
    AircraftQualityRolled: medQuality as Say,
  });
  return {
    headlines: report.headlines.map(inMedWords),
    cards: report.cards.map((c) => ({ ...c, title: inMedWords(c.title), lines: c.lines.map(inMedWords) })),
  };
};
