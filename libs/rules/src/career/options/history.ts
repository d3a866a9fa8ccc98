import type { ChartPack, UBoatType } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerEvent } from '../model/events';
import type { FlotillaAssigned, HistoricalUBoatIdDrawn, WolfpackNamed } from '../model/events-options';
import type { RecordedRoll } from '../model/rolls';
import type { Base, CareerState } from '../model/state';
import { violation } from '../model/violations';
import { pickOne } from './pick';

// Flavour with no effect on play: 14.4 historical U-boat numbers, 14.5 wolfpack names, 14.14 flotillas.

/** E-OPT-IDS: types the list has no row for take their parent's numbers; "VII Flak" is the VIIC Flak. */
const LISTED_AS: Partial<Record<UBoatType, string>> = {
  'VIIC Flak': 'VII Flak',
  'VIIC/41': 'VIIC',
  'IXC/40': 'IXC',
};

/** 14.4: the historical numbers of a type, each once, in order. */
export function historicalNumbers(type: UBoatType, charts: ChartPack): number[] {
  const listed = LISTED_AS[type] ?? type;
  const ranges = charts.historicalUBoatIds.find((e) => e.type === listed)?.ids ?? [];
  const numbers = new Set<number>();
  for (const { from, to } of ranges) for (let n = from; n <= to; n++) numbers.add(n);
  return [...numbers].sort((a, b) => a - b);
}

/** 14.4 at StartCareer: a number chosen must be one of the type's; with none chosen, one is drawn. */
export function historicalUBoatId(
  type: UBoatType,
  chosen: string | undefined,
  dice: DiceSource,
  charts: ChartPack,
): HistoricalUBoatIdDrawn[] {
  const numbers = historicalNumbers(type, charts);
  if (numbers.length === 0)
    throw violation('14.4', 'history/no-historical-id', `No ${type} was built: it has no historical number`);
  if (chosen !== undefined) {
    const n = /^U-(\d+)$/.exec(chosen);
    if (!n || !numbers.includes(Number(n[1])))
      throw violation('14.4', 'history/no-historical-id', `${chosen} is not a historical ${type}`);
    return [];
  }
  const { index, rolls } = pickOne(dice, numbers.length, {
    purpose: 'historical U-boat number',
    rule: '14.4',
  });
  return [{ type: 'HistoricalUBoatIdDrawn', data: { uboatId: `U-${numbers[index]}`, rolls } }];
}

/** 14.5: a wolfpack name, told apart by its boats where the list repeats it ("Ziethen (12)", "Ziethen (4)"). */
export interface WolfpackNameEntry {
  readonly label: string;
  readonly name: string;
  readonly boats: number;
}

/** 14.5: every historical pack name, in the list's order (also for the wolfpack tournament, 13.5). */
export function wolfpackNames(charts: ChartPack): readonly WolfpackNameEntry[] {
  const count = new Map<string, number>();
  for (const w of charts.wolfpackNames) count.set(w.name, (count.get(w.name) ?? 0) + 1);
  return charts.wolfpackNames.map((w) => ({
    label: (count.get(w.name) ?? 0) > 1 ? `${w.name} (${w.boats})` : w.name,
    name: w.name,
    boats: w.boats,
  }));
}

/** 14.5: one of the names not yet given, drawn with the dice. */
export function pickWolfpackName(
  dice: DiceSource,
  charts: ChartPack,
  taken: readonly string[] = [],
): WolfpackNameEntry & { readonly rolls: readonly RecordedRoll[] } {
  const free = wolfpackNames(charts).filter((w) => !taken.includes(w.label));
  const { index, rolls } = pickOne(dice, free.length, { purpose: 'wolfpack name', rule: '14.5' });
  return { ...free[index], rolls };
}

/** 14.5 in a career, E-OPT-WOLFPACK: a wolfpack patrol (7.2) sails with a named pack. */
export function nameWolfpack(
  state: CareerState,
  assigned: readonly CareerEvent[],
  dice: DiceSource,
  charts: ChartPack,
): WolfpackNamed[] {
  const wolfpack = assigned.some((e) => e.type === 'PatrolAssigned' && e.data.wolfpack);
  if (!state.career?.options.historicalWolfpackNames || !wolfpack) return [];
  const { label, boats, rolls } = pickWolfpackName(dice, charts);
  return [{ type: 'WolfpackNamed', data: { name: label, boats, rolls } }];
}

const COUNTRY: Record<Base, string> = {
  france: 'France',
  germany: 'Germany',
  norway: 'Norway',
  mediterranean: 'Mediterranean',
  penang: 'Penang',
};

/** 14.14, E-OPT-FLOTILLA: a combat flotilla whose (last) base is in the boat's base country; none for Penang. */
export function assignFlotilla(base: Base, dice: DiceSource, charts: ChartPack): FlotillaAssigned[] {
  const at = charts.flotillas.combat.filter((f) => f.bases[f.bases.length - 1].startsWith(COUNTRY[base]));
  if (at.length === 0) return [];
  const { index, rolls } = pickOne(dice, at.length, { purpose: 'flotilla', rule: '14.14' });
  return [{ type: 'FlotillaAssigned', data: { flotilla: at[index].number, rolls } }];
}
