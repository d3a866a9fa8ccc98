// The optional rules (§14) and the combination with The Hunters (§15): the career's options and what they change.
export {
  careerOptions,
  checkCareerOptions,
  NO_OPTIONS,
  OPTION_NAMES,
  type CareerOptionsChoice,
  type FromTheHunters,
  type MedOnlyOption,
} from '../model/career-options';
export { NO_OPTIONAL_RULES_STATE, type OptionalRulesState } from '../model/optional-state';
export { STANDARD_TONNAGE } from '../common/targets';
export { historicalNumbers, pickWolfpackName, wolfpackNames, type WolfpackNameEntry } from './history';
export { hasAbility } from './kommandant';
export { adjustedAttack } from './quality';
export { replenishmentRefitMonths, takeTorpedoes } from './replenishment';
export { EXTREME, type ApproachRange } from '../model/vocabulary';
export { pickOne } from './pick';
