import { MED_PORT, type MedCrewAdvance, type MedCrewQuality } from '../../campaigns/beneath-the-med';
import type { MedCrewRole } from '../../campaigns/beneath-the-med/damage';
import type { DiceSource } from '../../dice';
import type { MedQualityChange, MedRecovery } from '../model/events-med-port';
import type { MedCareer, MedSpecialist } from '../model/med';
import { roll } from '../model/rolls';
import type { Wound } from '../model/state';
import { expertFit, fitCrew } from './crew';

// 7.5.7 (004 L2112-2125), 7.7.6: the wounded on the return: LW healed, each SW man out 1d6 months (an expert Medico
// −1), replaced and his skill lost when that is longer than the refit; the KIA replaced; every generic crewman replaced
// drops the crew one level, not below trained; the Comandante SW ashore 1d6 months, running with the refit.

const SKILL: Partial<Record<MedCrewRole, MedCrewAdvance>> = {
  secondo: 'secondoExpert',
  armi: 'weaponsOfficerExpert',
  medico: 'doctorExpert',
  macchina: 'engineerExpert',
};
const CREW: readonly MedSpecialist[] = ['secondo', 'armi', 'medico', 'macchina'];

/** 7.5.7: the recovery of every wounded man, the refit lasting `refitMonths`. */
export function medRecovery(
  career: MedCareer,
  refitMonths: number,
  level: MedCrewQuality,
  dice: DiceSource,
): MedRecovery {
  const w = career.wounds;
  const shorter = expertFit(career, 'medico') ? 1 : 0;
  const out = (role: MedCrewRole, box: number | null, wound: Wound): MedRecovery['men'] => {
    if (wound === 'killed') return [{ role, box, roll: null, months: null, replaced: true }];
    if (wound !== 'severelyWounded') return [];
    const r = roll(dice, '1d6', { purpose: `${role} months out`, rule: '7.5.7' });
    const months = Math.max(0, r.total - shorter);
    return [{ role, box, roll: r, months, replaced: months > refitMonths }];
  };
  const comandante =
    w.comandante === 'severelyWounded'
      ? roll(dice, '1d6', { purpose: 'Comandante months ashore', rule: '7.5.6' })
      : null;
  const men = [
    ...CREW.flatMap((role) => out(role, null, w[role])),
    ...w.generic.flatMap((wound, box) => out('generic', box, wound)),
  ];
  const skillsLost = men.flatMap((m) => {
    const skill = m.replaced ? SKILL[m.role] : undefined;
    return skill && career.crewSkills.includes(skill) ? [skill] : [];
  });
  const genericReplaced = w.generic.every((_, box) =>
    men.some((m) => m.role === 'generic' && m.box === box && m.replaced),
  );
  return {
    men,
    skillsLost,
    quality: genericReplaced ? qualityDown(level) : null,
    comandante: comandante ? { roll: comandante, months: comandante.total } : null,
  };
}

/** 7.5.7: one level down, never below trained. */
function qualityDown(from: MedCrewQuality): MedQualityChange | null {
  const levels = MED_PORT.crewLevels.value;
  const at = levels.indexOf(from);
  const floor = levels.indexOf('trained');
  return at > floor ? { from, to: levels[at - 1], rule: '7.5.7' } : null;
}

/** 7.5.7: every man fit for the next patrol: healed, or replaced by a man without the skill. */
export const afterRecovery = (career: MedCareer, r: MedRecovery): Partial<MedCareer> => ({
  wounds: fitCrew(career.wounds.generic.length),
  crewSkills: career.crewSkills.filter((s) => !r.skillsLost.includes(s)),
  ...(r.quality ? { crewQuality: r.quality.to } : {}),
});

/** Whether any man is hurt: no roll and no change otherwise. */
export const anyWounded = (career: MedCareer): boolean =>
  [career.wounds.comandante, ...CREW.map((r) => career.wounds[r]), ...career.wounds.generic].some(
    (w) => w !== 'none',
  );
