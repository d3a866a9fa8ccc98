import type { EncounterKind, TargetRow } from '../../charts';
import type { DiceKind, DiceSource } from '../../dice';
import type { ShipsIdentified } from '../model/events';
import { onChart, roll, type RecordedRoll } from '../model/rolls';
import type { CampaignId } from '../../campaigns';
import { optionalWith, stateWith } from '../model/copies';
import type { CareerState, MedState } from '../model/state';

// 14.1 standard tonnage, 14.2 reduced convoy targets, 14.3 historical targets: how ships are identified (8.3); Beneath
// the Med's 11.1 and 11.2 are the same procedures.

type IdentifiedShip = ShipsIdentified['data']['ships'][number];
type StandardType = 'smallFreighter' | 'largeFreighter' | 'tanker';

export interface TargetRules {
  readonly standardTonnage: boolean;
  readonly reducedConvoyTargets: boolean;
  /** 14.3.2: names of the ships sunk so far (rolled again when they come up); empty when the rule is off. */
  readonly historicalTargets: boolean;
  readonly sunk: readonly string[];
}

export const ORIGINAL_TARGETS: TargetRules = {
  standardTonnage: false,
  reducedConvoyTargets: false,
  historicalTargets: false,
  sunk: [],
};

/** The options a career's ships are identified by, either campaign's (Beneath the Med has no 14.2). */
export const targetRules = (state: CareerState | MedState): TargetRules => {
  const options = state.career?.options;
  if (!options) return ORIGINAL_TARGETS;
  const { standardTonnage, historicalTargets } = options;
  const reducedConvoyTargets = 'reducedConvoyTargets' in options && options.reducedConvoyTargets;
  return { standardTonnage, reducedConvoyTargets, historicalTargets, sunk: state.optional.shipsSunk };
};

/** 14.3.2, 11.2 (004 L2585-2591): the name of a ship sunk, remembered while the rule is on. */
export const shipSunkRemembered = <C extends CampaignId>(
  state: CareerState<C>,
  name: string,
): CareerState<C> =>
  (state.career as { readonly options: { readonly historicalTargets: boolean } } | null)?.options
    .historicalTargets
    ? stateWith(state, {
        optional: optionalWith(state.optional, { shipsSunk: [...state.optional.shipsSunk, name] }),
      })
    : state;

/** 14.1.1 (000 L1979-1981); 14.1.2: capital ships are still rolled on [T5]. */
export const STANDARD_TONNAGE: Readonly<Record<StandardType, number>> = {
  smallFreighter: 3500,
  largeFreighter: 7000,
  tanker: 9000,
};
const STANDARD_LISTS: Readonly<Record<string, StandardType>> = {
  T1: 'smallFreighter',
  T2: 'largeFreighter',
  T3: 'tanker',
};
const STANDARD_NAMES: Readonly<Record<StandardType, string>> = {
  smallFreighter: 'Small freighter',
  largeFreighter: 'Large freighter',
  tanker: 'Tanker',
};

/** 14.2: three convoy ships instead of four (also when a follow finds the convoy again, 9.7.7). */
export const shipsToIdentify = (kind: EncounterKind, printed: number, rules: TargetRules): number =>
  kind === 'convoy' && rules.reducedConvoyTargets ? Math.min(printed, 3) : printed;

/**
 * 14.1: a freighter or tanker of the standard tonnage, with no roll on its list; E-OPT-TONNAGE: with 14.3 too the
 * list is still rolled, for the name. Null where 14.1 does not replace the list.
 */
export function standardShip(
  list: string,
  rolls: readonly RecordedRoll[],
  rules: TargetRules,
  pointsFor: (tonnage: number) => number,
): IdentifiedShip | null {
  const type = STANDARD_LISTS[list];
  if (!rules.standardTonnage || rules.historicalTargets || !type) return null;
  const tonnage = STANDARD_TONNAGE[type];
  const sinkPoints = pointsFor(tonnage);
  return { type, name: STANDARD_NAMES[type], tonnage, sinkPoints, damage: 0, fast: false, rolls: [...rolls] };
}

/** The tonnage a listed ship counts: its own, or under 14.1 the standard one for its list. */
export const listedTonnage = (row: Pick<TargetRow, 'tonnage'>, list: string, rules: TargetRules): number =>
  rules.standardTonnage && STANDARD_LISTS[list] ? STANDARD_TONNAGE[STANDARD_LISTS[list]] : row.tonnage;

const MAX_REROLLS = 20; // a list of 100 ships is not sunk out in one career

/**
 * 8.3.2 (or the campaign's `rule`, Beneath the Med's 7.1.3-7.1.8): the roll on a list; 14.3.2, E-OPT-HISTORICAL (or
 * the campaign's `historical`, Beneath the Med's 11.2, Q-BTM-OPT-HISTORICAL): a ship already `sunk` is rolled again
 * (all recorded).
 */
export function identityRolls<Row extends Pick<TargetRow, 'roll' | 'name'>>(
  list: string,
  die: DiceKind,
  dice: DiceSource,
  sunk: readonly string[],
  rowOf: (roll: number) => Row | undefined,
  { rule = '8.3.2', historical = '14.3.2' }: { rule?: string; historical?: string } = {},
): { row: Row; rolls: RecordedRoll[] } {
  const rolls: RecordedRoll[] = [];
  for (;;) {
    const rolled = roll(dice, die, { purpose: `ship identity (${list})`, rule });
    const row = rowOf(rolled.natural);
    if (!row) throw new RangeError(`${list} has no row ${rolled.natural}`);
    const again = sunk.includes(row.name) && rolls.length < MAX_REROLLS;
    rolls.push(
      onChart(rolled, list, again ? `${row.roll} (sunk: rolled again, ${historical})` : String(row.roll)),
    );
    if (!again) return { row, rolls };
  }
}
