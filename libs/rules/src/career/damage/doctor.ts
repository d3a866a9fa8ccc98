import type { CrewMember } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand, LegalCommand } from '../model/commands';
import { expertOnDuty } from '../model/crew';
import type { WoundTreated } from '../model/events-damage';
import { roll } from '../model/rolls';
import { careerOf, type CareerState, type Crew } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { wounded } from './crew-injuries';

// 11.1 Doctor Experte (000 L1628, 002 L1487, L2818): "roll once to reduce a light wound (LW) on 1d6 1-3". Q-21: once
// a patrol, at sea between encounters, for one lightly wounded man the player names.

type TreatWound = Extract<CareerCommand, { type: 'DoctorTreatsWound' }>;
type Patient = TreatWound['data'];

const HEALS_ON = 3; // 11.1: 1d6 1-3
const NAMED = [
  'kommandant',
  'firstWatchOfficer',
  'secondWatchOfficer',
  'engineer',
  'doctor',
  'abwehrAgent',
] as const;

/** Every lightly wounded man aboard, named ones first. */
function lightlyWounded(crew: Crew): Patient[] {
  return [
    ...NAMED.filter((m) => crew[m]?.wound === 'lightlyWounded').map((member) => ({ member, box: null })),
    ...crew.generic.flatMap((w, box) =>
      w === 'lightlyWounded' ? [{ member: 'crew' as CrewMember, box }] : [],
    ),
  ];
}

/** Whom the Doctor may treat now: underway, his roll not made this patrol, an Experte neither SW nor KIA. */
function patients(state: CareerState): Patient[] {
  if (state.step.kind !== 'underway' || !state.patrol || state.patrol.doctorTreated) return [];
  const crew = careerOf(state).crew;
  return expertOnDuty(crew.doctor) ? lightlyWounded(crew) : [];
}

/** pending(): the treatment, one choice per lightly wounded man. */
export function doctorOffer(state: CareerState): LegalCommand | false {
  const choices = patients(state).map((data): CareerCommand => ({ type: 'DoctorTreatsWound', data }));
  return choices.length > 0 && { type: 'DoctorTreatsWound', parameters: {}, choices };
}

export function treatWound(state: CareerState, command: TreatWound, dice: DiceSource): WoundTreated[] {
  requireStep(state, 'underway', '11.1', 'DoctorTreatsWound');
  const { member, box } = command.data;
  if (!patients(state).some((p) => p.member === member && p.box === (box ?? null)))
    throw violation('11.1', 'command/option-not-offered', `The Doctor cannot treat ${member} now`);
  const r = roll(dice, '1d6', { purpose: `Doctor Experte treats ${member} (1-3)`, rule: '11.1' });
  return [{ type: 'WoundTreated', data: { member, box: box ?? null, roll: r, healed: r.total <= HEALS_ON } }];
}

/** The crew after the treatment: the man healed is fit. */
export const afterTreatment = (crew: Crew, d: WoundTreated['data']): Crew =>
  d.healed ? wounded(crew, d.member, d.box, 'none') : crew;
