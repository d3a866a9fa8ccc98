import type { YearMonth } from '@periscope/rules';
import type { MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import type { TournamentFormat } from './formats';

/** Beneath the Med's tournaments (10.2-10.4), by the names its rulebook gives them. */
export const MED_PRESET_IDS = ['long', 'short', 'survival', 'mixed'] as const;
export type MedPresetId = (typeof MED_PRESET_IDS)[number];

/** A recommended tournament as data: the format it maps onto and what it fixes, each with its 004 line. */
export interface MedPreset {
  readonly rule: string;
  readonly source: string;
  readonly format: TournamentFormat;
  /** The start month it fixes; none: the organiser agrees one (10.2 "una fecha acordada", 004 L2546). */
  readonly startDate: YearMonth | null;
  /** Classes no entrant may sail (Q-BTM-LONG-ACCIAIO). */
  readonly excluded: readonly MedClass[];
}

/** 10.2-10.4 (004 L2545-2566); every one runs until the boat is lost or 8/43 (004 L2547-2548, Q-BTM-TOURNAMENT-END). */
export const MED_PRESETS: Readonly<Record<MedPresetId, MedPreset>> = {
  // 10.2 long: "la fecha de inicio es el 6/40 … cualquiera excepto la clase Acciaio" (004 L2550-2553)
  long: {
    rule: '10.2',
    source: '004 L2550-2553',
    format: 'top-tonnage',
    startDate: '1940-06',
    excluded: ['Acciaio'],
  },
  // 10.2 short: "la fecha de inicio es el 4/42; el submarino de partida puede ser cualquiera" (004 L2555-2556)
  short: {
    rule: '10.2',
    source: '004 L2555-2556',
    format: 'top-tonnage',
    startDate: '1942-04',
    excluded: [],
  },
  // 10.3: the top-tonnage format, but the Comandante must survive to 8/1943 (004 L2558-2560)
  survival: { rule: '10.3', source: '004 L2558-2560', format: 'survival', startDate: null, excluded: [] },
  // 10.4: as above, each player free to choose any class in service (004 L2562-2566, Q-BTM-MIXED)
  mixed: { rule: '10.4', source: '004 L2562-2566', format: 'mixed', startDate: null, excluded: [] },
};
