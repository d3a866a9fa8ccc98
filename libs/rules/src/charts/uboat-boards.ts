import { ChartPackInvalid } from './chart-pack-invalid';
import { arr, bool, Check, int, nullable, obj, oneOf, pattern, record, refine, sourced, str } from './schema';
import { BOARD_SYSTEMS, UBOAT_BOARDS } from './uboat-boards.data';
import { RECONSTRUCTED_SOURCES } from './reconstructed-sources.data';
import { UBOAT_TYPES, UBoatType, YEAR_MONTH_PATTERN } from './vocabulary';
import { HOMING_PERIODS, type UBoatBoard, type UBoatBoards } from './uboat-boards.types';
import { reason } from './pack-reasons';

// ---- The 14 U-boat status boards, reconstructed (the seeds print only the VIIC); every value carries its source ----

export const BOARDS: UBoatBoards = {
  boards: Object.fromEntries(UBOAT_BOARDS.map((b) => [b.type, b])) as Record<UBoatType, UBoatBoard>,
  systems: BOARD_SYSTEMS,
};
export { RECONSTRUCTED_SOURCES };

// ---- Validation ----

const s = (value: Check): Check => obj({ value, ...sourced });
const n = (max: number) => s(int({ min: 0, max }));
const text = s(str);
const maybeText = s(nullable(str));
const mix = obj({
  g7eFat: int({ min: 0, max: 30 }),
  g7aFat: int({ min: 0, max: 30 }),
  homing: int({ min: 0, max: 10 }),
});
const yearMonth = pattern(YEAR_MONTH_PATTERN, 'a month such as 1943-07');

const board = obj({
  type: oneOf(UBOAT_TYPES),
  identity: obj({
    p1Family: text,
    available: s(yearMonth),
    availableNote: nullable(str),
    lastSailing: maybeText,
    patrolMonths: n(4),
    limited: s(bool),
    requestRank: text,
    startingRank: text,
    crewComplement: text,
    crewBoxes: text,
  }),
  torpedoes: obj({
    bowTubes: n(8),
    sternTubes: n(4),
    load: n(30),
    cargoTorpedoes: n(10),
    inTubes: n(10),
    forwardReloads: n(30),
    aftReloads: n(30),
    lostToTubeMines: s(nullable(int({ min: 0, max: 10 }))),
    defaultMix: s(mix),
    homingType: record(HOMING_PERIODS, s(nullable(oneOf(['falke', 'zaunkoenig', 'zaunkoenigII'])))),
    forwardSection: s(nullable(mix)),
    aftSection: s(nullable(mix)),
  }),
  guns: obj({
    deckGun: s(nullable(oneOf(['8.8 cm', '10.5 cm']))),
    ammoCounters: s(arr(int({ min: 1, max: 2 }), 'counter', { min: 0 })),
    deckGunCarried: text,
    flakSystems: n(4),
    flakDescription: str,
    flakModifier: s(int({ min: -3, max: 0 })),
    flakFiresTwice: bool,
    deckGunDamageModifier: s(nullable(int({ min: -1, max: 0 }))),
  }),
  mines: obj({ tubeMines: text, ownMineStowage: maybeText, missions: text, role: text }),
  equipment: obj({
    boldDecoys: n(3),
    boldFrom: yearMonth,
    schnorchel: text,
    naxos: text,
    alberich: maybeText,
    balkonGeraet: maybeText,
    fa330: s(bool),
    other: maybeText,
  }),
  tracks: obj({
    hullBoxes: n(12),
    floodingBoxes: n(12),
    refitMarksAtHullBoxes: s(arr(int({ min: 1, max: 12 }), 'mark')),
  }),
});

/** Boards keyed by type; each board's torpedo counts must add up (tubes + reloads = load; mix = load). */
export const BOARDS_SCHEMA: Check = refine(
  obj({
    boards: record(UBOAT_TYPES, board),
    systems: arr(
      obj({ system: str, onBoards: str, repairOnOrBelow: int({ min: 1, max: 6 }), effect: str, ...sourced }),
      'system',
    ),
  }),
  "each board sits under its type's key; its torpedo counts add up (tubes + reloads = load; the mix = the load)",
  (v, p) => {
    for (const [key, b] of Object.entries((v as UBoatBoards).boards)) {
      if (key !== b.type)
        throw new ChartPackInvalid([...p, 'boards', key, 'type'], reason('exactly', { value: key }));
      const at = [...p, 'boards', key, 'torpedoes'];
      const t = b.torpedoes;
      const m = t.defaultMix.value;
      if (t.inTubes.value + t.forwardReloads.value + t.aftReloads.value !== t.load.value)
        throw new ChartPackInvalid(at, reason('tubesMakeLoad'));
      if (t.cargoTorpedoes.value === 0 && m.g7eFat + m.g7aFat + m.homing !== t.load.value)
        throw new ChartPackInvalid([...at, 'defaultMix'], reason('mixAddsUp'));
    }
  },
);

export const RECONSTRUCTED_SOURCES_SCHEMA: Check = obj({
  historical: record(null, obj({ description: str, address: str })),
  designReasons: record(null, str),
});
