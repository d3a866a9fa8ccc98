import { chartPackHash, defaultChartPack, type ChartPack } from '../charts';
import { boatsReference, type BoatReference } from './boats';
import { optionsReference, type OptionReference } from './options';
import { RULE_TITLES } from './rule-titles';
import { routesReference, type RouteReference } from './routes';

/** What a client needs of the game and cannot compute without the engine: plain JSON, the same for the same pack. */
export interface GameReference {
  /** Every rule number the engine cites, and each section above one, with a short title. */
  readonly rules: Readonly<Record<string, string>>;
  readonly options: readonly OptionReference[];
  readonly boats: readonly BoatReference[];
  readonly routes: readonly RouteReference[];
  readonly chartPack: { readonly version: string; readonly hash: string };
}

export function gameReference(charts: ChartPack = defaultChartPack): GameReference {
  return {
    rules: { ...RULE_TITLES },
    options: optionsReference(charts),
    boats: boatsReference(charts),
    routes: routesReference(charts),
    chartPack: { version: charts.version, hash: chartPackHash(charts) },
  };
}
