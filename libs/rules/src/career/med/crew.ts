import type { MedCrewAdvance } from '../../campaigns/beneath-the-med';
import { isOut } from '../model/crew';
import type { MedCareer, MedCrewWounds, MedInCommand } from '../model/med';
import type { Wound } from '../model/state';

// The Regia Marina's crew at sea (7.5.6): who is fit, who commands, who is expert (7.7.1) while he can do his job.

/** 7.5.6 (Q-BTM-B8-GENERIC): a crew with no wound, its four generic boxes. */
export const fitCrew = (genericBoxes: number): MedCrewWounds => ({
  comandante: 'none',
  secondo: 'none',
  armi: 'none',
  medico: 'none',
  macchina: 'none',
  generic: Array.from({ length: genericBoxes }, (): Wound => 'none'),
});

/** 7.5.6: the Comandante, else the Secondo, else the Ufficiale alle Armi, else the Direttore di Macchina. */
export function medInCommand(w: MedCrewWounds): MedInCommand {
  if (!isOut(w.comandante)) return 'comandante';
  if (!isOut(w.secondo)) return 'secondo';
  if (!isOut(w.armi)) return 'armi';
  return 'macchina';
}

/** 7.5.6: every generic box SW or KIA: −1 on [A4]. */
export const allGenericOut = (w: MedCrewWounds): boolean => w.generic.every(isOut);

const EXPERT_OF = {
  secondo: 'secondoExpert',
  armi: 'weaponsOfficerExpert',
  medico: 'doctorExpert',
  macchina: 'engineerExpert',
} as const satisfies Record<string, MedCrewAdvance>;

/** 7.7.1: a specialist's skill counts while he is neither SW nor KIA. */
export const expertFit = (career: MedCareer, who: keyof typeof EXPERT_OF): boolean =>
  career.crewSkills.includes(EXPERT_OF[who]) && !isOut(career.wounds[who]);

/** 7.5.1, 7.5.2: the Direttore di Macchina's modifiers: −1 expert and fit, +1 SW or KIA. */
export const engineerHolds = (career: MedCareer) => ({
  engineerExpert: expertFit(career, 'macchina'),
  engineerOut: isOut(career.wounds.macchina),
});
