import type { CareerCommand, LegalCommand } from '../model/commands';
import type { CareerState } from '../model/state';
import { canSingleOutStraggler } from './abilities';
import { nibelungProblem } from './nibelung';

const NIBELUNG: CareerCommand = { type: 'AttackWithNibelung', data: {} };
const STRAGGLER: CareerCommand = { type: 'SingleOutStraggler', data: {} };

/** What the optional rules add to a sighting (14.12, 14.15 #15). */
export const sightingOffers = (state: CareerState): LegalCommand[] => [
  ...(nibelungProblem(state) === null ? [{ type: NIBELUNG.type, parameters: {}, choices: [NIBELUNG] }] : []),
  ...(canSingleOutStraggler(state) ? [{ type: STRAGGLER.type, parameters: {}, choices: [STRAGGLER] }] : []),
];
