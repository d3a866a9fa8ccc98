import { notPlayedError, type MedProcedure } from './not-played';
import type { CareerOptions } from '../model/career-options';

/**
 * §11 (004 L2567-2745): the optional rules a StartCareer may switch on, by the names The Hunted's §14 gives the
 * same rules, each naming the Med's rule it would play and the chart or rule it waits for. None is played yet; an
 * option of The Hunted's that Beneath the Med does not have stops at 11.0.
 */
const MED_OPTIONS: Partial<Record<keyof CareerOptions, readonly [string, MedProcedure]>> = {
  standardTonnage: ['11.1', 'standardTonnage'],
  historicalTargets: ['11.2', 'historicalTargets'], // Q-BTM-TARGETS
  evasiveManoeuvres: ['11.3', 'evasiveManoeuvres'],
  variableEscortQuality: ['11.4', 'escortQuality'],
  variableAircraftQuality: ['11.5', 'aircraftQuality'],
};

/** §11: the first option switched on stops the start with RuleNotImplemented naming its rule. */
export function requireNoMedOptionYet(options: Partial<CareerOptions> | undefined): void {
  const on = Object.entries(options ?? {}).find(([, value]) => value !== false && value !== undefined);
  if (!on) return;
  const [rule, procedure] = MED_OPTIONS[on[0] as keyof CareerOptions] ?? ['11.0', 'optionalRules'];
  throw notPlayedError(rule, { procedure });
}
