import {
  HOMING_TORPEDOES,
  QUALITY_LEVELS,
  type ChartPack,
  type KommandantAbilityId,
  type KommandantCard,
  type SpecialAbilityId,
} from '../../charts';
import type { DiceSource } from '../../dice';
import { InvalidCommand } from '../../errors';
import type { EscortDetectionRolled } from '../model/events';
import type { KommandantAbilitiesSet } from '../model/events-options';
import { roll, rollOn } from '../model/rolls';
import type { CareerState, Crew, TorpedoLoadout, TorpedoType } from '../model/state';
import type { CareerOptions } from '../model/career-options';

// 14.13 Kommandant cards and 14.15 special abilities: which the Kommandant has, and the rules that ask.

export const hasAbility = (state: CareerState, ability: KommandantAbilityId): boolean =>
  state.optional.abilities.includes(ability);

/** the Kommandant's abilities give no modifier while he is severely wounded or killed. */
export function abilityModifies(state: CareerState, ability: KommandantAbilityId): boolean {
  if (!hasAbility(state, ability)) return false;
  const wound = state.career?.crew.kommandant.wound;
  return wound !== 'severelyWounded' && wound !== 'killed';
}

const cardOf = (charts: ChartPack, name: string): KommandantCard | undefined =>
  charts.kommandantCards.find((c) => c.name === name);

/** At StartCareer: the card must exist. */
export function checkKommandantOptions(options: CareerOptions, charts: ChartPack): void {
  const name = options.kommandantCard;
  if (name !== false && !cardOf(charts, name)) {
    const names = charts.kommandantCards.map((c) => c.name).join(', ');
    throw new InvalidCommand('StartCareer', 'data.options.kommandantCard', `must be one of ${names}`);
  }
}

/** 14.13, 14.15, E-OPT-CARD: the card's abilities and the special ability, rolled on 1d20 or chosen. */
export function kommandantAbilities(
  options: CareerOptions,
  dice: DiceSource,
  charts: ChartPack,
): KommandantAbilitiesSet[] {
  const name = options.kommandantCard;
  if (name === false && options.specialAbility === false) return [];
  const card = name === false ? null : (cardOf(charts, name) as KommandantCard);
  const rolled =
    options.specialAbility === 'roll'
      ? rollOn(dice, charts.specialAbilities, '14.15', { purpose: 'special ability', rule: '14.15' })
      : null;
  const specialAbility = (rolled?.result.ability ?? options.specialAbility) as SpecialAbilityId | false;
  const abilities = [...new Set([...(card?.abilities ?? []), ...(specialAbility ? [specialAbility] : [])])];
  return [
    {
      type: 'KommandantAbilitiesSet',
      data: {
        card: card?.name ?? null,
        specialAbility: specialAbility || null,
        roll: rolled?.roll ?? null,
        abilities,
      },
    },
  ];
}

/** 14.15 #4 Teamwork, card "trainer": the crew starts Veteran (a better crew stays as it is). */
export function crewWithAbilities(crew: Crew, abilities: readonly KommandantAbilityId[]): Crew {
  const veteran = abilities.includes('teamwork') || abilities.includes('trainer');
  const below = QUALITY_LEVELS.indexOf(crew.quality) < QUALITY_LEVELS.indexOf('veteran');
  return veteran && below ? { ...crew, quality: 'veteran' } : crew;
}

const HOMING: readonly TorpedoType[] = HOMING_TORPEDOES;

/**
 * 14.15 #18 Scrounger: each section carries twice its homing torpedoes, in place of FaT torpedoes (G7a first,
 * E-OPT-SCROUNGER), loaded as at 4.5: homing first, then G7e, then G7a, the tubes before the reloads.
 */
export function scroungedLoadout(loadout: TorpedoLoadout): TorpedoLoadout {
  const all = [...loadout.bowTubes, ...loadout.sternTubes, ...loadout.forwardReloads, ...loadout.aftReloads];
  if (!all.some((t) => t !== null && HOMING.includes(t))) return loadout;
  const section = (tubes: readonly (TorpedoType | null)[], reloads: readonly TorpedoType[]) => {
    const aboard = [...tubes.filter((t): t is TorpedoType => t !== null), ...reloads];
    const homing = aboard.filter((t) => HOMING.includes(t));
    const g7a = aboard.filter((t) => t === 'g7aFat').length;
    const g7e = aboard.filter((t) => t === 'g7eFat').length;
    const extra = Math.min(homing.length, g7a + g7e);
    const fromG7a = Math.min(extra, g7a);
    const loaded: TorpedoType[] = [
      ...homing,
      ...Array<TorpedoType>(extra).fill(homing[0] ?? 'g7eFat'),
      ...Array<TorpedoType>(g7e - (extra - fromG7a)).fill('g7eFat'),
      ...Array<TorpedoType>(g7a - fromG7a).fill('g7aFat'),
    ];
    let next = 0;
    const filled = tubes.map((t) => (t === null ? null : (loaded[next++] ?? null)));
    return { tubes: filled, reloads: loaded.slice(next) };
  };
  const bow = section(loadout.bowTubes, loadout.forwardReloads);
  const stern = section(loadout.sternTubes, loadout.aftReloads);
  return {
    bowTubes: bow.tubes,
    sternTubes: stern.tubes,
    forwardReloads: bow.reloads,
    aftReloads: stern.reloads,
  };
}

/** 14.15 #2 Tracker, E-OPT-TRACKER: no roll to keep contact when following (9.7.4, 9.7.7). */
export const keepsContact = (state: CareerState): boolean => hasAbility(state, 'tracker');

const BOLD_DETECTED_ON = 12; // 14.15 #7, Q-51

/** 14.15 #7 Bold (Q-51, E-OPT-BOLD): closing to close range, detected only on an unmodified 12 (9.2.2). */
export function boldCloseRangeCheck(state: CareerState, dice: DiceSource): EscortDetectionRolled | null {
  if (!hasAbility(state, 'bold')) return null;
  const r = roll(dice, '2d6', {
    purpose: 'detection before firing at close range (Bold: 12)',
    rule: '14.15',
  });
  const detected = r.natural === BOLD_DETECTED_ON;
  const rolled = { ...r, chart: 'E2 close range (Bold)', row: detected ? '12' : '2-11' };
  return {
    type: 'EscortDetectionRolled',
    data: { rule: '9.2.2', roll: rolled, result: detected ? 'detected' : 'notDetected', bold: false },
  };
}

/** 14.15 #19 Keen judgement: the first test-depth dive of a patrol costs no hull box and no roll (E-OPT-KEEN). */
export const keenJudgement = (state: CareerState): boolean =>
  hasAbility(state, 'goodJudge') && !state.optional.keenJudgementUsed;

const KITE_EXPERT_ALSO = 11; // 14.15 #17: a first result of 5 or 11

/** 8.2.2 with 14.15 #17 Kite expert (E-OPT-KITE): the first [E1] totals rolled again with the kite up. */
export const kiteRerollTotals = (state: CareerState, charts: ChartPack): readonly number[] =>
  hasAbility(state, 'autogiroExpert')
    ? [...charts.E1.fa330.rerollTotals, KITE_EXPERT_ALSO]
    : charts.E1.fa330.rerollTotals;

const POLITICIAN_ON = 3; // 14.15 #16: the patrol area of his choice on 1-3

/** 11.2.1, 14.15 #16 Politician (Q-23, E-OPT-POLITICIAN): one roll with the better range; null: no choice. */
export function patrolChoiceOn(state: CareerState, charts: ChartPack): number | null {
  const byRank = state.career ? charts.M4.patrolChoiceOnOrBelow[state.career.rank] : null;
  if (!hasAbility(state, 'politician')) return byRank;
  return Math.max(byRank ?? 0, POLITICIAN_ON);
}

/** 11.1, 14.15 #11 Leadership ([M3], 000 L2253): the successful patrols between crew improvement rolls. */
export const crewImprovementEvery = (state: CareerState, charts: ChartPack): number =>
  hasAbility(state, 'leadership')
    ? charts.M3.successfulPatrolsPerRollWithLeadership.value
    : charts.M3.successfulPatrolsPerRoll.value;

/** 14.15 #18 Scrounger: each patrol's load (4.5) with twice the homing torpedoes. */
export const scroungerLoadout = (state: CareerState, loadout: TorpedoLoadout): TorpedoLoadout =>
  hasAbility(state, 'scrounger') ? scroungedLoadout(loadout) : loadout;
