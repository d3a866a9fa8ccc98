import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedWarshipRow } from '../../campaigns/beneath-the-med/targets';
import type { CareerEvent } from '../model/events';
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

type GunFired = Extract<CareerEvent, { type: 'DeckGunFired' }>['data'];

/** 7.2.3.2: the deck gun's shots of one command in one line, said at the first: "Deck gun: 2 shots, 1 hit". */
function medGunnery(d: GunFired, events: readonly CareerEvent[]): Phrase | null {
  const shots = events.flatMap((e) => (e.type === 'DeckGunFired' ? [e.data] : []));
  if (shots[0] !== d) return null;
  return { key: 'move.medGun', params: { n: shots.length, hits: shots.filter((s) => s.hit).length } };
}

type SubmarineMet = Extract<CareerEvent, { type: 'SubmarineEncountered' }>['data'];
type EnemyFired = Extract<CareerEvent, { type: 'EnemyTorpedoesFired' }>['data'];

/** 7.2.10.1-7.2.10.2: "Enemy submarine: initiative 3, it fires first". */
const medSubmarine = (d: SubmarineMet): Phrase => ({
  key: 'move.medSubmarine',
  params: { total: d.initiative.total, first: d.enemyFiresFirst },
});

/** 7.2.10.4: "2 enemy torpedoes at medium range: 1 hit, 1 dud". */
const medEnemyTorpedoes = (d: EnemyFired): Phrase => ({
  key: 'move.medEnemyTorpedoes',
  params: {
    n: d.shots.length,
    range: d.range,
    hits: d.shots.filter((s) => s.hit).length,
    duds: d.shots.filter((s) => s.dud).length,
  },
});

type Minefield = Extract<CareerEvent, { type: 'MinefieldRolled' }>['data'];

/** 9.2, D65: "Minefield (5): 10 hits". */
const medMinefield = (d: Minefield): Phrase => ({
  key: 'move.medMinefield',
  params: { total: d.roll.total, result: d.result, hits: d.hits },
});

/** The Hunted's sayings that name a U-boat or its charts, said of a submarine of the Regia Marina and its own. */
const SUBMARINE: Readonly<Record<string, string>> = {
  'move.hits': 'move.medHits',
  'move.depthCharged': 'move.medDepthCharged', // 7.2.5: "Depth charges (7): 2 hits ([B4])", not [E3]
  'move.uboatSunk': 'move.medSunk',
  'move.uboatSunkCard': 'move.medSunkCard',
};

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
    DeckGunFired: medGunnery as Say, // 7.2.3.2
    AttackDeclined: () => ({ key: 'move.medDeclined' }), // 7.2.3
    SubmarineEncountered: medSubmarine as Say, // 7.2.10
    EnemyTorpedoesFired: medEnemyTorpedoes as Say,
    MinefieldRolled: medMinefield as Say, // 9.2, D65
  });
  return {
    headlines: report.headlines.map(inMedWords),
    cards: report.cards.map((c) => ({ ...c, title: inMedWords(c.title), lines: c.lines.map(inMedWords) })),
  };
};
