import {
  decide,
  evolve,
  initialState,
  pending,
  type CareerCommand,
  type CareerEvent,
  type CareerOptionsChoice,
  type CareerState,
} from '../career';
import type { CampaignId } from '../campaigns';
import type { MedClass } from '../campaigns/beneath-the-med';
import { type ChartPack, type UBoatType, type YearMonth, defaultChartPack } from '../charts';
import { commitment, SeededDice } from '../dice';
import { RuleNotImplemented, RuleViolation } from '../errors';
import { NoCommandToBuild, type Policy } from './policy';

export interface PlayOptions {
  readonly serverSeed: string;
  readonly playerSeed?: string;
  /** A U-boat type of The Hunted, or a class of Beneath the Med (with `campaign`). */
  readonly uboatType?: UBoatType | MedClass;
  readonly startDate?: YearMonth;
  /** The game of the series; left out, The Hunted (its StartCareer names none, as it always did). */
  readonly campaign?: CampaignId;
  /** Commands the policy may send after StartCareer (default 1,000). */
  readonly maxCommands?: number;
  readonly charts?: ChartPack;
  /** The optional rules in play (§14, §15); none by default. */
  readonly careerOptions?: CareerOptionsChoice;
}

/**
 * Why the career stopped: a rule of a later milestone (reached as a step, or thrown by decide on an offered
 * command), its end, nothing offered (or nothing a bot can build), the command limit, or, in a campaign still being
 * built, a command pending() offered that decide refused.
 */
export type StopReason = 'blocked' | 'notImplemented' | 'ended' | 'noCommand' | 'maxCommands' | 'refused';

export interface PlayedCareer {
  readonly state: CareerState;
  readonly events: readonly CareerEvent[];
  /** Every command sent, StartCareer first: with the same seeds they replay to the same events. */
  readonly commands: readonly CareerCommand[];
  readonly stopped: StopReason;
  /** The RuleNotImplemented decide threw, when stopped = 'notImplemented'. */
  readonly notImplemented?: RuleNotImplemented;
  /** The RuleViolation decide threw on an offered command, when stopped = 'refused' (Beneath the Med only). */
  readonly refused?: RuleViolation;
}

/**
 * Starts a career on seeded dice and lets the policy play it until pending() offers nothing, decide throws
 * RuleNotImplemented, or the limit. Any other error (a RuleViolation on an offered command is a bug) is thrown; in
 * Beneath the Med, whose rules are still being built, that bug and a step offering nothing a bot can build stop the
 * career instead, recorded ('refused', 'noCommand') so that a simulation reports them rather than dies.
 */
export function playCareer(policy: Policy, options: PlayOptions): PlayedCareer {
  const { serverSeed, playerSeed = 'bot', maxCommands = 1_000, charts = defaultChartPack } = options;
  const dice = new SeededDice({ serverSeed, playerSeed });
  const start: CareerCommand = {
    type: 'StartCareer',
    data: {
      uboatType: options.uboatType ?? 'VIIC',
      startDate: options.startDate ?? '1943-07',
      kommandant: 'Bot',
      seedCommitment: commitment(serverSeed),
      playerSeed,
      ...(options.careerOptions ? { options: options.careerOptions } : {}),
      ...(options.campaign ? { campaign: options.campaign } : {}),
    },
  };
  const events: CareerEvent[] = [];
  const commands: CareerCommand[] = [];
  const send = (state: CareerState, command: CareerCommand): CareerState => {
    const decided = decide(state, command, dice, charts);
    events.push(...decided);
    commands.push(command);
    return decided.reduce(evolve, state);
  };
  let state = send(initialState(), start);
  const building = options.campaign === 'beneath-the-med';
  for (;;) {
    const decision = pending(state);
    if (decision.commands.length === 0 || commands.length > maxCommands) {
      return { state, events, commands, stopped: stopReason(state, decision.commands.length) };
    }
    try {
      state = send(state, policy(state, decision));
    } catch (error) {
      if (error instanceof RuleNotImplemented)
        return { state, events, commands, stopped: 'notImplemented', notImplemented: error };
      if (!building) throw error;
      if (error instanceof RuleViolation)
        return { state, events, commands, stopped: 'refused', refused: error };
      if (error instanceof NoCommandToBuild) return { state, events, commands, stopped: 'noCommand' };
      throw error;
    }
  }
}

function stopReason(state: CareerState, offered: number): StopReason {
  if (state.step.kind === 'blocked' || state.step.kind === 'ended') return state.step.kind;
  return offered === 0 ? 'noCommand' : 'maxCommands';
}
