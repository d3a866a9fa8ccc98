import type { InCommand } from './events-damage';
import type { Crew, Crewman, Wound } from './state';

// Who can still do his job (10.6.3), and who commands the boat.

/** SW or KIA: the man cannot do his job (10.6.3). */
export const isOut = (wound: Wound): boolean => wound === 'severelyWounded' || wound === 'killed';

/** Neither SW nor KIA, and aboard. */
export const onDuty = (man: Crewman | null): boolean => man !== null && !isOut(man.wound);

/** An Experte counts only while he can do his job (10.8.3, Q-02). */
export const expertOnDuty = (man: Crewman | null): boolean => man !== null && man.expert && onDuty(man);

/** 10.6.3: every generic crew box SW or KIA (−1 on [A1], C-31). */
export const allGenericOut = (crew: Crew): boolean => crew.generic.every(isOut);

/** 10.6.3, E-COMMAND: the Kommandant, else the 1WO, else the 2WO, else the LI (who must abort). */
export function inCommand(crew: Crew): InCommand {
  if (onDuty(crew.kommandant)) return 'kommandant';
  if (onDuty(crew.firstWatchOfficer)) return 'firstWatchOfficer';
  if (onDuty(crew.secondWatchOfficer)) return 'secondWatchOfficer';
  return 'engineer';
}
