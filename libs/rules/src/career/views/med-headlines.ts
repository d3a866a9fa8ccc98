import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedWarshipRow } from '../../campaigns/beneath-the-med/targets';
import type { CareerEvent } from '../model/events';
import type { MedCrewInjured, MedRepairsAttempted } from '../model/med';
import { MISSION_SAYINGS, missionCards } from './med-mission-headlines';
import { reportOf, type MoveReport, type Phrase, type PhraseValue, type Say } from './headlines';
import type { MedQualityRolled } from '../model/med-options';
import { MED_OPTION_RULES } from '../../campaigns/beneath-the-med/option-rules';

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
const AIR = ['FlakFired', 'Dived', 'AircraftAttacked', 'AdditionalRoundRolled'] as const;
type AirEvent = Extract<CareerEvent, { type: (typeof AIR)[number] }>;
/** The aircraft's events; an extra combat round against a ship (7.2.7) is the ship's, not the aircraft's. */
const isAir = (e: CareerEvent): e is AirEvent =>
  (AIR as readonly string[]).includes(e.type) &&
  !(e.type === 'AdditionalRoundRolled' && e.data.rule === '7.2.7');

/**
 * One part of the aircraft's line: the AA's result or held fire (7.3.3-7.3.4), an attack's hits on [B4], what its
 * shadowing brought on [A3].
 */
function airPart(e: AirEvent): Phrase {
  if (e.type === 'FlakFired') return { key: 'move.medAa', params: { result: e.data.result } };
  if (e.type === 'Dived') return { key: 'move.medHoldFire' };
  if (e.type === 'AdditionalRoundRolled')
    return { key: 'move.medShadowing', params: { result: e.data.result } };
  return { key: 'move.medHits', params: { n: e.data.hits, sunk: e.data.sunk } };
}

/**
 * 7.3.3: the AA or held fire and the aircraft's attacks of one command in one line, said once at its first air event:
 * "Aircraft: the AA missed, 1 hit, 2 hits".
 */
const medAircraft = (d: unknown, events: readonly CareerEvent[]): Phrase | null => {
  const air = events.filter(isAir);
  return air[0]?.data === d ? { key: 'move.aircraft', params: { parts: air.map(airPart) } } : null;
};
type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>['data'];

/** 7.2.7: "Extra combat round (6): nothing in sight", after moving one travel box on for a third. */
const extraRound = (d: Of<'AdditionalRoundRolled'>): Phrase => ({
  key: 'move.medExtraRound',
  params: {
    total: d.roll.total,
    result: d.aircraft ? 'aircraft' : d.escortArrives ? 'escort' : 'none',
    moved: d.movedToBox !== undefined,
  },
});

/** 7.2.7: the combat against an unescorted ship is over, in its own words; any other end as The Hunted says it. */
const roundEnded = (d: Of<'EncounterEnded'>): Phrase =>
  d.rule === '7.2.7'
    ? { key: 'move.medRoundEnded', params: { reason: d.reason } }
    : { key: 'move.encounterEnded', params: { reason: d.reason } };

/** 7.6.3: "The boat is scuttled (7): the crew taken prisoner", or captured on a 12; scuttled at sea, no roll. */
const scuttled = (d: Of<'UBoatScuttled'>): Phrase => ({
  key: 'move.medScuttled',
  params: { captured: d.captured, atSea: d.roll === null, total: d.roll?.total ?? 0 },
});

/** 7.6.3: the crew of a boat scuttled at sea picked up, or lost. */
const rescue =
  (rescued: boolean) =>
  (d: Of<'CrewRescued'>): Phrase => ({ key: 'move.medRescue', params: { rescued, total: d.roll.total } });

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

/** 7.5.6: a man of the Regia Marina's crew hurt on [B8], by his post; nothing when no one was there to hurt. */
const medInjured = (d: MedCrewInjured['data']): Phrase | null =>
  d.severity ? { key: 'move.medInjured', params: { role: d.role, severity: d.severity } } : null;

/** 7.5.1: the repairs of the round on [B8]. */
const medRepairs = (d: MedRepairsAttempted['data']): Phrase => ({
  key: 'move.medRepairs',
  params: {
    repaired: d.repairs.filter((r) => r.repaired).length,
    failed: d.repairs.filter((r) => !r.repaired).length,
  },
});

/** The wounded card's lines in the Med's words: each injury of the command, by post. */
const woundedLines = (events: readonly CareerEvent[]): Phrase[] =>
  events
    .flatMap((e) => (e.type === 'CrewInjured' ? [medInjured(e.data as never)] : []))
    .filter((p) => p !== null);

/** What one command of a Beneath the Med career did: The Hunted's sayings, with its own where they differ. */
export const medReportOf = (events: readonly CareerEvent[]): MoveReport => {
  const report = reportOf(events, {
    ShipsIdentified: medShipsIdentified as Say,
    DeckGunFired: medGunnery as Say, // 7.2.3.2
    AttackDeclined: () => ({ key: 'move.medDeclined' }), // 7.2.3
    ...MISSION_SAYINGS, // 6.7
    EscortQualityRolled: medQuality as Say,
    AircraftQualityRolled: medQuality as Say,
    SubmarineEncountered: medSubmarine as Say, // 7.2.10
    EnemyTorpedoesFired: medEnemyTorpedoes as Say,
    FlakFired: medAircraft as Say, // 7.3.3-7.3.4
    Dived: medAircraft as Say,
    AircraftAttacked: medAircraft as Say,
    AdditionalRoundRolled: ((d: Of<'AdditionalRoundRolled'>, events: readonly CareerEvent[]) =>
      d.rule === '7.2.7' ? extraRound(d) : medAircraft(d, events)) as Say, // 7.2.7; 7.3.3 the shadowing
    EncounterEnded: roundEnded as Say,
    UBoatScuttled: scuttled as Say,
    CrewRescued: rescue(true) as Say,
    CrewLostAtSea: rescue(false) as Say,
    CrewInjured: medInjured as Say, // 7.5.6
    RepairsAttempted: medRepairs as Say, // 7.5.1
    PatrolAborted: ((d: { rule: string }) => ({ key: 'move.medAborted', params: { rule: d.rule } })) as Say,
    MinefieldRolled: medMinefield as Say, // 9.2, D65
  });
  const wounded = woundedLines(events);
  const woundedCards = report.cards.filter((c) => c.kind === 'wounded');
  const lines = (c: MoveReport['cards'][number]) =>
    c.kind === 'wounded' ? [wounded[woundedCards.indexOf(c)]].filter((p) => p !== undefined) : c.lines;
  const cards = [...report.cards, ...missionCards(events)];
  return {
    headlines: report.headlines.map(inMedWords),
    cards: cards.map((c) => ({ ...c, title: inMedWords(c.title), lines: lines(c).map(inMedWords) })),
  };
};
