import { medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import { isOut } from '../model/crew';
import type { MedCrewRole } from '../../campaigns/beneath-the-med/damage';
import type { MedSevereWoundsChecked, MedSpecialist } from '../model/med';
import { roll } from '../model/rolls';
import type { Wound } from '../model/state';
import type { Aboard } from './crew-injuries';

// 7.5.6 Medico (004 L2083-2087): with the doctor SW or KIA, each SW man rolls 1d6 at the start of each travel box.

const SPECIALISTS: readonly MedSpecialist[] = ['comandante', 'secondo', 'armi', 'medico', 'macchina'];
type Man = { readonly role: MedCrewRole; readonly box: number | null };

const boxes = (role: MedCrewRole, list: readonly Wound[]): Man[] =>
  list.flatMap((w, box) => (w === 'severelyWounded' ? [{ role, box }] : []));

/** Every SW man aboard: the specialists, the generic crew, the passengers. */
const severelyWounded = (a: Aboard): Man[] => [
  ...SPECIALISTS.filter((r) => a.wounds[r] === 'severelyWounded').map((role) => ({ role, box: null })),
  ...boxes('generic', a.wounds.generic),
  ...boxes('slc', a.passengers),
];

/** On entering a box: the rolls of the SW men while the Medico is out; null when none is owed. */
export function checkMedSevereWounds(
  aboard: Aboard,
  pack: MedChartPack,
  dice: DiceSource,
): MedSevereWoundsChecked | null {
  if (!isOut(aboard.wounds.medico)) return null;
  const men = severelyWounded(aboard);
  if (men.length === 0) return null;
  const diesOn = medChart(pack, 'B8', '7.5.6').medicoOutDiesOn.value;
  const rolls = men.map((man) => {
    const { role } = man;
    const on = diesOn - 1;
    const r = roll(dice, '1d6', { purpose: `${role} survives (1-${on})`, rule: '7.5.6' });
    return { ...man, roll: r, died: r.total >= diesOn };
  });
  return { type: 'SevereWoundsChecked', data: { rolls } };
}

/** The men who died of their wounds marked KIA. */
export function medWoundsChecked(aboard: Aboard, d: MedSevereWoundsChecked['data']): Aboard {
  const dead = (role: MedCrewRole, box: number | null) =>
    d.rolls.some((r) => r.died && r.role === role && r.box === box);
  const mark = (role: MedCrewRole, list: readonly Wound[]) =>
    list.map((w, i) => (dead(role, i) ? 'killed' : w));
  const wounds = { ...aboard.wounds, generic: mark('generic', aboard.wounds.generic) };
  for (const r of SPECIALISTS) if (dead(r, null)) Object.assign(wounds, { [r]: 'killed' });
  return { wounds, passengers: mark('slc', aboard.passengers) };
}
