import { MED_CREW_ADVANCES, MED_PORT, type MedCrewAdvance } from '../../campaigns/beneath-the-med';
import type { CareerCommand } from '../model/commands';
import type { MedCrewAdvanceChosen } from '../model/events-med-port';
import type { MedCareer } from '../model/med';
import type { MedState } from '../model/state';
import { requireStep, violation } from '../model/violations';

type ChooseCrewAdvance = Extract<CareerCommand, { type: 'ChooseCrewAdvance' }>;

/** 7.7.1-7.7.2: the advances left to choose: a skill once, the crew's level up to elite. */
export const availableAdvances = (career: MedCareer): MedCrewAdvance[] =>
  MED_CREW_ADVANCES.filter((advance) =>
    advance === 'crewLevelUp' ? career.crewQuality !== 'elite' : !career.crewSkills.includes(advance),
  );

/** 7.7.1: every third successful patrol the player chooses one advance of the eight (no roll); 7.7.2 a level up. */
export function chooseCrewAdvance(state: MedState, command: ChooseCrewAdvance): MedCrewAdvanceChosen[] {
  requireStep(state, 'crewAdvance', '7.7.1', 'ChooseCrewAdvance');
  const career = state.career as MedCareer;
  const { advance } = command.data;
  if (!availableAdvances(career).includes(advance))
    throw violation('7.7.1', 'command/option-not-offered', `${advance} cannot be chosen now`);
  const levels = MED_PORT.crewLevels.value;
  const quality =
    advance === 'crewLevelUp'
      ? { from: career.crewQuality, to: levels[levels.indexOf(career.crewQuality) + 1], rule: '7.7.2' }
      : null;
  return [{ type: 'MedCrewAdvanceChosen', data: { advance, quality } }];
}
