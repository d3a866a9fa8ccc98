import { defaultChartPack, UBOAT_TYPES, type ChartPack } from '../charts';
import { approachChoices } from './approach';
import type { CareerCommand, CareerCommandType } from './commands';
import { evasionChoices } from './escorts';
import { canFightOn, followChoices } from './pursuit';
import { afloat, classesLeft, gunProblem, readyTubes, salvoProblem } from './salvo';
import { canSwitchToNight } from './ships-sighted';
import type { CareerState, Encounter, Patrol, Step } from './state';
import { canDeployKite } from './travel';

/** A command the player may send now, with the values each parameter may take. */
export interface LegalCommand {
  readonly type: CareerCommandType;
  readonly parameters: Readonly<Record<string, readonly unknown[] | string>>;
  /**
   * Ready-to-send commands for a command whose parameters combine (a salvo, gun targets): every one is legal now.
   * Not every legal combination is listed; any combination the parameters allow is accepted.
   */
  readonly choices?: readonly CareerCommand[];
}

export interface Decision {
  readonly step: Step;
  readonly commands: readonly LegalCommand[];
}

const offer = (type: CareerCommandType, choices?: readonly CareerCommand[]): LegalCommand =>
  choices ? { type, parameters: {}, choices } : { type, parameters: {} };
const offered = (commands: (LegalCommand | false)[]) =>
  commands.filter((c): c is LegalCommand => c !== false && (c.choices === undefined || c.choices.length > 0));

/** What must be decided now, and every legal command with its parameters. */
export function pending(state: CareerState, charts: ChartPack = defaultChartPack): Decision {
  const step = state.step;
  switch (step.kind) {
    case 'setup':
      return {
        step,
        commands: [
          {
            type: 'StartCareer',
            parameters: {
              uboatType: UBOAT_TYPES,
              startDate: 'YYYY-MM from 1943-07 (or the type’s service date) to 1945-05',
              torpedoSwaps: [-4, -3, -2, -1, 0, 1, 2, 3, 4],
            },
          },
        ],
      };
    case 'inPort':
      return { step, commands: [{ type: 'AssignPatrol', parameters: {} }] };
    case 'underway': {
      const patrol = state.patrol as Patrol;
      const kite = canDeployKite(state, patrol.boxes[patrol.boxIndex + 1], charts) ? [false, true] : [false];
      return {
        step,
        commands: [{ type: 'EnterNextBox', parameters: { posture: ['surfaced'], deployKite: kite } }],
      };
    }
    case 'shipsSighted': {
      const night = canSwitchToNight(state.encounter as Encounter);
      const commands = offered([
        offer('ChooseApproach', approachChoices(state, charts)),
        offer('DeclineAttack'),
        night && offer('SwitchToNight'),
      ]);
      return { step, commands };
    }
    case 'staySurfacedOrDive':
      return { step, commands: [offer('StaySurfaced'), offer('Dive')] };
    case 'firing':
      return { step, commands: firing(state, charts) };
    case 'evading':
      return { step, commands: offered([offer('EvadeEscorts', evasionChoices(state, charts))]) };
    case 'combatRoundOver': {
      const more = canFightOn(state) && offer('AdditionalRound');
      return { step, commands: offered([more, offer('Follow', followChoices(state)), offer('BreakOff')]) };
    }
    case 'submarine': {
      const first = (state.encounter as Encounter).submarine?.phase === 'attack';
      const attack = first
        ? offer('ChooseApproach', approachChoices(state, charts))
        : offer('AdditionalRound');
      return { step, commands: offered([attack, offer('BreakOff')]) };
    }
    case 'depthCharges':
    case 'identifying':
    case 'aircraft':
    case 'blocked':
    case 'ending':
    case 'ended':
      return { step, commands: [] };
  }
}

/** 9.2-9.4: the salvos and gun shots that may be fired now (a sample of the combinations), or the end of the round. */
function firing(state: CareerState, charts: ChartPack): LegalCommand[] {
  const encounter = state.encounter as Encounter;
  const unescorted = !encounter.escorted && !encounter.submarine;
  const targets = afloat(encounter);
  const ready = { bow: readyTubes(state, 'bow'), stern: readyTubes(state, 'stern') };
  const ends = (['bow', 'stern'] as const).filter((e) => ready[e].length > 0);
  const aimed = (end: 'bow' | 'stern', target: number, all: boolean) =>
    ready[end].slice(0, all ? undefined : 1).map((tube) => ({ end, tube, target }));
  const salvos = targets.flatMap((target) => [
    ...ends.flatMap((end) => [aimed(end, target, true), aimed(end, target, false)]),
    ends.length === 2 ? [...aimed('bow', target, true), ...aimed('stern', target, true)] : [],
  ]);
  const torpedoes: CareerCommand[] = salvos
    .filter((shots) => salvoProblem(state, shots) === null)
    .map((shots) => ({ type: 'FireTorpedoes', data: { shots } }));
  const gunTargets = targets.flatMap((t) => [[t], [t, t]]);
  const gun: CareerCommand[] = classesLeft(state, charts).includes('deckGun')
    ? gunTargets
        .filter((g) => gunProblem(state, g, charts) === null)
        .map((g) => ({ type: 'FireDeckGun', data: { targets: g } }))
    : [];
  return offered([
    offer('FireTorpedoes', torpedoes),
    offer('FireDeckGun', gun),
    unescorted && offer('EndRound'),
    encounter.submarine !== null && offer('BreakOff'),
  ]);
}
