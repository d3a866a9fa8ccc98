import { UBOAT_TYPES, type ChartPack, type UBoatBoard, type UBoatType, type YearMonth } from '../charts';
import { VIIC_FLAK_LAST_SAILING } from '../career/common/special-types';
import { reconstructedFields } from './provenance';

// The U-boat types as a client lists them: the board's headline numbers and the months a career may start in one.

/** 4.2.1: careers start from 7/43 to 5/45 (career/port/start-career.ts; a test holds the two in step). */
const FIRST_START: YearMonth = '1943-07';
const LAST_START: YearMonth = '1945-05';

export interface StartMonths {
  readonly first: YearMonth;
  readonly last: YearMonth;
}

export interface BoatReference {
  readonly type: UBoatType;
  /** 4.2.2: in service from this month. */
  readonly available: YearMonth;
  readonly availableNote: string | null;
  /** The board's note on the type's last sailing, if it has one. */
  readonly lastSailing: string | null;
  /** 4.2.1, 4.2.2, 11.4.7: the months a career may start in this type, both included; null: none. */
  readonly startMonths: StartMonths | null;
  readonly bowTubes: number;
  readonly sternTubes: number;
  /** Torpedoes the boat can fire (tubes and reloads). */
  readonly torpedoLoad: number;
  /** Torpedoes carried for other boats (the Type XIV). */
  readonly cargoTorpedoes: number;
  readonly deckGun: '8.8 cm' | '10.5 cm' | null;
  /** 10.3: boxes of the hull track (the last one: sunk, 9.6.13). */
  readonly hullBoxes: number;
  /** 10.1: boxes of the flooding track (the last one: forced to surface, 10.1.2). */
  readonly floodingBoxes: number;
  /** Board fields, as dotted paths, whose every source is `hist…` or `designed…`. */
  readonly reconstructed: readonly string[];
}

/** 4.2.1, 4.2.2, 11.4.7: from the later of 7/43 and the type's service date to 5/45 (11/43 for the VIIC Flak). */
export function startMonthsOf(board: UBoatBoard): StartMonths | null {
  const available = board.identity.available.value;
  const first = available > FIRST_START ? available : FIRST_START;
  const last = board.type === 'VIIC Flak' ? VIIC_FLAK_LAST_SAILING : LAST_START;
  return first <= last ? { first, last } : null;
}

function boatOf(board: UBoatBoard): BoatReference {
  const { identity, torpedoes, guns, tracks } = board;
  return {
    type: board.type,
    available: identity.available.value,
    availableNote: identity.availableNote,
    lastSailing: identity.lastSailing.value,
    startMonths: startMonthsOf(board),
    bowTubes: torpedoes.bowTubes.value,
    sternTubes: torpedoes.sternTubes.value,
    torpedoLoad: torpedoes.load.value,
    cargoTorpedoes: torpedoes.cargoTorpedoes.value,
    deckGun: guns.deckGun.value,
    hullBoxes: tracks.hullBoxes.value,
    floodingBoxes: tracks.floodingBoxes.value,
    reconstructed: reconstructedFields(board),
  };
}

export const boatsReference = (charts: ChartPack): BoatReference[] =>
  UBOAT_TYPES.map((type) => boatOf(charts.uboatBoards.boards[type]));
