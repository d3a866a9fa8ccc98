import type { InterpretationId, Modifier, Provenance, RollTable, Sourced } from '../../charts';
import { arr, int, modifiers, obj, oneOf, rollTable, sourced, type Check } from '../../charts/schema';
import { B5_DAMAGE, type MedSystem } from './escort';

/*
 * [B8] (7.5): damage, repair and crew injuries. The rule text gives the procedures (7.5.1 repairs, 7.5.6-7.5.7 crew
 * casualties, 004 L1995-2125) and a few values; the chart has the shape of The Hunted's [E5] and [E5a], the same
 * designer's charts for the same procedures (designed D50-D53).
 */

/** Who a crew injury hurts (7.5.6): the five specialists, the generic crew, an S.L.C. crew or commando passenger. */
export const MED_CREW_ROLES = [
  'comandante',
  'secondo',
  'armi',
  'medico',
  'macchina',
  'generic',
  'slc',
] as const;
export type MedCrewRole = (typeof MED_CREW_ROLES)[number];

/** LW, SW, KIA (7.5.6, 004 L2062-2063). */
export type MedWoundSeverity = 'lightlyWounded' | 'severelyWounded' | 'killed';

export const B8_REPAIR_MODIFIERS = ['engineerExpert', 'engineerOut', 'weaponsOfficerExpert'] as const;
export type B8RepairModifierId = (typeof B8_REPAIR_MODIFIERS)[number];

/** The systems a [B5] hit damages, each repaired at sea on [B8] (7.5.1; the hull never, 7.5.4). */
const MED_SYSTEMS = B5_DAMAGE.filter(
  (d) => !['hull', 'flooding', 'crewInjury', 'noEffect'].includes(d),
) as readonly MedSystem[];

export interface MedDamageRepairChart {
  readonly built: true;
  /** 7.5.6: 2d6 who is hurt, unmodified. */
  readonly who: RollTable<MedCrewRole>;
  /** 7.5.6: 1d6 how badly. */
  readonly severity: RollTable<MedWoundSeverity>;
  /** 7.5.6 (004 L2110: "multiple wounds as [B8]"): a second wound on a wounded man. */
  readonly accumulation: readonly {
    readonly has: MedWoundSeverity;
    readonly gets: MedWoundSeverity;
    readonly becomes: MedWoundSeverity;
    readonly provenance: Provenance;
    readonly interpretation?: InterpretationId;
  }[];
  /** 7.5.6, 7.7.3: the generic crew boxes. */
  readonly genericBoxes: Sourced<number>;
  /** 7.5.6 Medico: with the doctor out, each SW man rolls 1d6 on entering a box and dies on this or more. */
  readonly medicoOutDiesOn: Sourced<number>;
  /** 7.5.1: 1d6 per damaged system, repaired on its number or less. */
  readonly repairDie: '1d6';
  readonly repairs: readonly (Sourced<number> & { readonly system: MedSystem })[];
  readonly repairModifiers: readonly Modifier<B8RepairModifierId>[];
  /** 7.5.1: the systems the expert Ufficiale alle Armi's −1 is for (deck gun, AA machine guns, S.L.C.). */
  readonly weaponsOfficerSystems: readonly MedSystem[];
}

const severity = oneOf(['lightlyWounded', 'severelyWounded', 'killed']);
const value = (min: number, max: number): Check => obj({ value: int({ min, max }), ...sourced });

export const b8Check: Check = obj({
  built: oneOf([true]),
  who: rollTable(oneOf(MED_CREW_ROLES)),
  severity: rollTable(severity),
  accumulation: arr(obj({ has: severity, gets: severity, becomes: severity, ...sourced }), 'entry'),
  genericBoxes: value(1, 6),
  medicoOutDiesOn: value(1, 6),
  repairDie: oneOf(['1d6']),
  repairs: arr(obj({ system: oneOf(MED_SYSTEMS), value: int({ min: 1, max: 6 }), ...sourced }), 'system'),
  repairModifiers: modifiers(B8_REPAIR_MODIFIERS),
  weaponsOfficerSystems: arr(oneOf(MED_SYSTEMS), 'system'),
});
