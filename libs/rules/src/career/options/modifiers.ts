import {
  HOMING_TORPEDOES,
  type A1ModifierId,
  type ChartPack,
  type E2ModifierId,
  type U1ModifierId,
} from '../../charts';
import {
  type ShotContext,
  careerOf,
  encounterOf,
  type CareerState,
  type TargetShip,
  type TorpedoType,
} from '../model/state';
import type { AppliedModifier } from '../model/rolls';
import { abilityModifies } from './kommandant';

// The chart modifiers that exist only under an optional rule (the modifier's `optionalRule` on the chart).

const HOMING: readonly TorpedoType[] = HOMING_TORPEDOES;

/** Only the modifiers that apply, so that the rules' own entries are never switched off by these. */
function on<Id extends string>(applies: Partial<Record<Id, boolean>>): Partial<Record<Id, boolean>> {
  const yes: Partial<Record<Id, boolean>> = {};
  for (const id in applies) if (applies[id]) yes[id] = true;
  return yes;
}

const isCarrier = (target: TargetShip, charts: ChartPack) => {
  const row = target.type === 'capitalShip' ? charts.T5.rows.find((r) => r.name === target.name) : undefined;
  return row?.shipClass === 'CV' || row?.shipClass === 'CVE';
};

/** [U1]: 14.12 Nibelung, 14.13 and 14.15 abilities; Skilled (14.15 #8, E-OPT-SKILLED): both ends, no +1. */
export function u1OptionalRules(
  state: CareerState,
  charts: ChartPack,
  shot: ShotContext,
): Partial<Record<U1ModifierId, boolean>> {
  const torpedo = shot.weapon !== 'deckGun';
  const target = shot.target;
  const skilled = abilityModifies(state, 'skilled') ? { secondSalvo: false } : {};
  const applies = on<U1ModifierId>({
    nibelungHomingTorpedo: state.optional.nibelung && HOMING.includes(shot.weapon as TorpedoType),
    capitalShipKiller: abilityModifies(state, 'capitalShipKiller') && target.type === 'capitalShip',
    carrierKiller: abilityModifies(state, 'carrierKiller') && isCarrier(target, charts),
    tankerKiller: abilityModifies(state, 'tankerKiller') && target.type === 'tanker', // E-OPT-TANKER: any weapon
    convoyKiller:
      abilityModifies(state, 'convoyKiller') &&
      torpedo &&
      encounterOf(state).kind === 'convoy' &&
      target.type !== 'escort',
    deckGunExpert: abilityModifies(state, 'deckGunExpert') && !torpedo,
    expertShot: abilityModifies(state, 'expertShot') && torpedo,
  });
  return { ...applies, ...skilled };
}

/** [E2]: 14.6 Elite escorts +1, and BOLD does not fool Veteran or Elite ones (9.6.7); 14.12 Nibelung +1. */
export function e2OptionalRules(state: CareerState, bold: boolean): Partial<Record<E2ModifierId, boolean>> {
  const quality = state.optional.escortQuality;
  const seasoned = quality === 'veteran' || quality === 'elite';
  return {
    ...on<E2ModifierId>({ eliteEscort: quality === 'elite', nibelung: state.optional.nibelung }),
    ...(bold && seasoned ? { bold: false } : {}),
  };
}

/** [A1]: 14.15 #9 Vigilant +1; Q-REFUEL-MISSION: −1 while exposed on the surface replenishing (14.9). */
export const a1OptionalRules = (state: CareerState): Partial<Record<A1ModifierId, boolean>> =>
  on<A1ModifierId>({
    vigilant: abilityModifies(state, 'vigilant'),
    resupplyActivity: state.optional.replenishment === 'exposed',
  });

/** [A2]: 14.15 #10 Flak expert −1, not together with an Experte 2WO's −1. */
export function flakOptionalModifiers(
  state: CareerState,
  charts: ChartPack,
  applied: readonly AppliedModifier[],
): AppliedModifier[] {
  const expert2WO =
    applied.some((m) => m.id === 'secondWatchOfficerExperte') ||
    careerOf(state).crew.secondWatchOfficer.expert;
  if (!abilityModifies(state, 'flakExpert') || expert2WO) return [];
  return charts.A2.modifiers
    .filter((m) => m.id === 'flakExpert')
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '14.15' }));
}
