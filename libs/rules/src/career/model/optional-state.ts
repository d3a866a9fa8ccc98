import type { KommandantAbilityId, QualityLevel } from '../../charts';
import type { RecordedRoll } from './rolls';
import type { PackMember } from './pack';

/** What the optional rules remember, beside the state every career has. */
export interface OptionalRulesState {
  /** 14.13, 14.15: the Kommandant's abilities, from his card and his special ability. */
  readonly abilities: readonly KommandantAbilityId[];
  /** 14.3.2: the ships this career has sunk, by name. */
  readonly shipsSunk: readonly string[];
  /** 14.6: the quality of this encounter's escorts, once rolled (not again when following, 9.7.7). */
  readonly escortQuality: QualityLevel | null;
  /** 14.7: the quality of the aircraft attacking now. */
  readonly aircraftQuality: QualityLevel | null;
  /** 14.8: the 9.6.10 check of the depth-charge attack that waits for the evasive manoeuvres. */
  readonly depthChargeCheck: RecordedRoll | null;
  /** 14.9: this patrol's chance (once per patrol, 14.9.2), offered, the Bay of Biscay exposure, over. */
  readonly replenishment: 'notYet' | 'offered' | 'exposed' | 'over';
  /** 14.9.6: replenished this patrol — one more month of refit. */
  readonly replenished: boolean;
  /** 14.12: this combat is fought with the Nibelung. */
  readonly nibelung: boolean;
  /** 14.15 #15, #19: once per patrol. */
  readonly stragglerSingledOut: boolean;
  readonly keenJudgementUsed: boolean;
  /** 14.5 */
  readonly wolfpackName: string | null;
  /** 14.14 */
  readonly flotilla: number | null;
  /** 13.5: the boat's pack business in a wolfpack tournament. */
  readonly wolfpack: PackMember | null;
}

export const NO_OPTIONAL_RULES_STATE: OptionalRulesState = {
  abilities: [],
  shipsSunk: [],
  escortQuality: null,
  aircraftQuality: null,
  depthChargeCheck: null,
  replenishment: 'notYet',
  replenished: false,
  nibelung: false,
  stragglerSingledOut: false,
  keenJudgementUsed: false,
  wolfpackName: null,
  flotilla: null,
  wolfpack: null,
};
