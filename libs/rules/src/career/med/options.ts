import { RuleNotImplemented } from '../../errors';
import type { CareerOptions } from '../model/career-options';

/**
 * §11 (004 L2567-2745): the optional rules a StartCareer may switch on, by the names The Hunted's §14 gives the
 * same rules, each naming the Med's rule it would play and the chart or rule it waits for. None is played yet; an
 * option of The Hunted's that Beneath the Med does not have stops at 11.0.
 */
const MED_OPTIONS: Partial<Record<keyof CareerOptions, readonly [string, string]>> = {
  standardTonnage: [
    '11.1',
    'standard tonnage: the sink points of a 3,500, 7,000 or 9,000 t ship are not designed',
  ],
  historicalTargets: ['11.2', 'its target lists name no historical ships'], // Q-BTM-TARGETS
  evasiveManoeuvres: ['11.3', 'evasive manoeuvres change the hits on [B4], a chart not built'],
  variableEscortQuality: ['11.4', 'escort quality changes [B3] and [B4], charts not built'],
  variableAircraftQuality: ['11.5', 'aircraft quality changes the air attack on [B4], a chart not built'],
};

/** §11: the first option switched on stops the start with RuleNotImplemented naming its rule. */
export function requireNoMedOptionYet(options: Partial<CareerOptions> | undefined): void {
  const on = Object.entries(options ?? {}).find(([, value]) => value !== false && value !== undefined);
  if (!on) return;
  const [rule, what] = MED_OPTIONS[on[0] as keyof CareerOptions] ?? ['11.0', 'its optional rules'];
  throw new RuleNotImplemented(rule, `(Beneath the Med: ${what})`);
}
