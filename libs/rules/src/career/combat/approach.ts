import { RANGES, sinkPointsFor, type ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { aborting } from '../damage/abort';
import type { CareerCommand } from '../model/commands';
import type { AttackApproachChosen, CareerEvent, EscortDetectionRolled } from '../model/events';
import { kommandantHolds } from '../port/decorations';
import { roll, rollOn } from '../model/rolls';
import { deckGunReady } from './salvo';
import { readyTubes } from '../common/tubes';
import { boatOf, type AttackKind, type CareerState, type TargetShip, encounterOf } from '../model/state';
import { enemyFires } from './submarine';
import { ruleProblem, throwIf, violation, type RuleProblem } from '../model/violations';
import { extremeRangeProblem } from '../options/extreme-range';
import { EXTREME, isHuntedRange, type ApproachRange } from '../model/vocabulary';
import { boldCloseRangeCheck } from '../options/kommandant';
import { nibelungApproachProblem } from '../options/nibelung';
import { periscopeFailureProblem } from './periscope-failure';

type ChooseApproach = Extract<CareerCommand, { type: 'ChooseApproach' }>;
type ApproachData = ChooseApproach['data'];

const WOLFPACK_BUSY_ON = 5; // 7.2.2: 1d6 1-5 the escorts are busy (−1), 6 focused on you (+1)
const ATTACKS: readonly AttackKind[] = ['submerged', 'surfaced', 'nightSurface'];

/** An approach at one of The Hunted's ranges. */
type HuntedApproach = ApproachData & { readonly range: ApproachRange };

/** 9.1.4: the approach at a range of The Hunted; Beneath the Med's standard range (7.2.1) is refused. */
function huntedApproach(data: ApproachData): HuntedApproach {
  const { range } = data;
  if (!isHuntedRange(range))
    throw violation('9.1.4', 'approach/range-not-allowed', `${range} is not a range of The Hunted`);
  return { ...data, range };
}

/** Why this approach is not allowed now, or null (9.1.4, 9.4.6, 9.5.1, 9.8.8.2, 9.9.3, 9.10). */
function approachProblem(state: CareerState, data: HuntedApproach, charts: ChartPack): RuleProblem | null {
  const encounter = encounterOf(state);
  const { attack, attackEscort = false } = data;
  if (aborting(state)) return ruleProblem('10.9.4', 'patrol/aborting', 'An aborting boat starts no combat');
  // 14.12: with the Nibelung the boat attacks submerged even with the periscope out.
  if (
    attack === 'submerged' &&
    boatOf(state).damagedSystems.includes('periscope') &&
    !state.optional.nibelung
  )
    return ruleProblem('10.0', 'approach/no-periscope', 'The periscope is out: no submerged attack ([E5])');
  if (attack === 'submerged' && boatOf(state).hullHoled)
    // E-HOLED
    return ruleProblem('9.8.8.2', 'approach/cannot-dive', 'The hull is holed: the boat cannot dive');
  if (attack === 'surfaced' && (encounter.escorted || encounter.submarine))
    return ruleProblem(
      '9.4.6',
      'approach/surfaced-not-allowed',
      'Never surfaced with escorts or vs a submarine',
    );
  // E-NIGHT: vs unescorted ships at night the surfaced attack has the UZO −1 already.
  if (attack === 'nightSurface' && (encounter.timeOfDay !== 'night' || !encounter.escorted))
    return ruleProblem(
      '9.5.1',
      'approach/night-surface-attack-not-allowed',
      'A night surface attack needs night and escorts',
    );
  if (attack !== 'submerged' && encounter.submarine)
    return ruleProblem('9.9.3', 'approach/surfaced-not-allowed', 'Submarines are attacked submerged');
  // Q-ESCORT-COLUMN: the escort is added beyond the four columns of the ships drawn (9.1, 9.10), once.
  if (attackEscort && (!encounter.escorted || encounter.ships.some((s) => s.type === 'escort')))
    return ruleProblem(
      '9.10',
      'approach/no-escort-to-attack',
      'No escort to attack, or the escort is already a target',
    );
  const optional = extremeRangeProblem(state, data) ?? nibelungApproachProblem(state, data); // 14.16, 14.12
  if (optional) return optional;
  const periscope = periscopeFailureProblem(state, data); // [R2] 4
  if (periscope) return periscope;
  const tubes = readyTubes(state, 'bow').length + readyTubes(state, 'stern').length;
  const gun = deckGunReady(state, charts, attack);
  if (tubes === 0 && !gun) return ruleProblem('9.2.1', 'combat/nothing-to-fire', 'Nothing aboard can fire');
  return null;
}

/** Every approach allowed now (pending lists them as ready commands). */
export function approachChoices(state: CareerState, charts: ChartPack): ChooseApproach[] {
  const escortToo = encounterOf(state).escorted && !encounterOf(state).submarine ? [false, true] : [false];
  return ATTACKS.flatMap((attack) =>
    [...RANGES, EXTREME as ApproachRange].flatMap((range) =>
      escortToo.map((attackEscort): HuntedApproach =>
        attackEscort ? { attack, range, attackEscort } : { attack, range },
      ),
    ),
  )
    .filter((data) => approachProblem(state, data, charts) === null)
    .map((data): ChooseApproach => ({ type: 'ChooseApproach', data }));
}

/** 9.0-9.1: the approach; at close range vs escorts (or a submarine) the check before firing (9.2.2, 9.9.3). */
export function chooseApproach(
  state: CareerState,
  command: ChooseApproach,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  const data = huntedApproach(command.data);
  throwIf(approachProblem(state, data, charts));
  const encounter = encounterOf(state);
  const chosen = approachChosen(state, data, dice, charts);
  if (data.range !== 'close' || (!encounter.escorted && !encounter.submarine)) return [chosen];
  const check = closeRangeCheck(state, dice, charts);
  if (check.data.result === 'notDetected' || !encounter.submarine) return [chosen, check];
  // 9.9.3: detected closing in, the enemy fires first (not at close range).
  return [chosen, check, ...enemyFires(dice, charts, 'medium')];
}

function approachChosen(
  state: CareerState,
  data: HuntedApproach,
  dice: DiceSource,
  charts: ChartPack,
): AttackApproachChosen {
  const encounter = encounterOf(state);
  // 7.2.2, 9.1.7, E-WOLFPACK: a wolfpack patrol vs a convoy, once per approach; not with the radio out (Q-WOLFPACK-RADIO).
  const pack =
    state.patrol?.wolfpack && encounter.kind === 'convoy' && !boatOf(state).damagedSystems.includes('radio');
  const wolfpackRoll = pack
    ? roll(dice, '1d6', { purpose: 'wolfpack: escorts busy (1-5)', rule: '7.2.2' })
    : null;
  const wolfpack = wolfpackRoll ? (wolfpackRoll.total <= WOLFPACK_BUSY_ON ? 'busy' : 'focused') : null;
  const tons = charts.U4.genericEscortTons.value;
  const escortTarget: TargetShip | null = data.attackEscort
    ? {
        type: 'escort',
        name: 'Escort',
        tonnage: tons,
        sinkPoints: sinkPointsFor(charts.U4, tons),
        damage: 0,
        fast: false,
      }
    : null;
  return {
    type: 'AttackApproachChosen',
    data: { attack: data.attack, range: data.range, escortTarget, wolfpackRoll, wolfpack },
  };
}

/** 9.2.2: closing to close range, detected on a modified 7 or more (only the Oak Leaves −1 applies). */
function closeRangeCheck(state: CareerState, dice: DiceSource, charts: ChartPack): EscortDetectionRolled {
  const bold = boldCloseRangeCheck(state, dice); // 14.15 #7
  if (bold) return bold;
  const table = charts.E2.closeRangeBeforeFiring;
  const oakLeaves = kommandantHolds(state, charts, 'oakLeaves'); // 11.3.6, lost while he is SW (000 L1002)
  const { roll: rolled, result } = rollOn(dice, table, 'E2 close range', {
    purpose: 'detection before firing at close range',
    rule: '9.2.2',
    modifiers: table.modifiers
      .filter((m) => m.id === 'oakLeaves' && oakLeaves)
      .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '9.2.2' })),
  });
  return { type: 'EscortDetectionRolled', data: { rule: '9.2.2', roll: rolled, result, bold: false } };
}
