import { defaultChartPack, type ChartPack } from '@periscope/rules';
import type { WolfpackFormed } from './events';
import type { Entrant } from './state';

/** 14.5's names, each once, in the order printed (the list repeats some names). */
const uniqueNames = (charts: ChartPack): string[] => [...new Set(charts.wolfpackNames.map((w) => w.name))];

/**
 * 13.5.1, Q-41 (T-PACKS): the entrants still in, in registration order, in packs of `size`; the remainder forms a
 * smaller last pack. Each pack takes the next unused 14.5 name ("<name> 2", … once the list runs out).
 */
export function formPacks(
  entrants: readonly Entrant[],
  size: number,
  charts: ChartPack = defaultChartPack,
): WolfpackFormed[] {
  const names = uniqueNames(charts);
  const sailing = entrants.filter((e) => e.status === 'in').map((e) => e.careerId);
  const packs: WolfpackFormed[] = [];
  for (let i = 0; i < sailing.length; i += size) {
    const n = packs.length;
    const name = names[n % names.length] + (n >= names.length ? ` ${Math.floor(n / names.length) + 1}` : '');
    packs.push({
      type: 'WolfpackFormed',
      data: { number: n + 1, name, members: sailing.slice(i, i + size) },
    });
  }
  return packs;
}
