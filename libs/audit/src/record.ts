import {
  careerMix,
  decide,
  defaultChartPack,
  evolve,
  initialState,
  playCareer,
  SeededDice,
  type CareerCommand,
  type ChartPack,
  type DiceSeeds,
  type PolicyName,
  POLICIES,
} from '@periscope/rules';
import { careerStreams, chartPackOf } from './career/export-career';
import { exportStreams, type SourceEvent } from './export';
import type { CommandMetadata } from './format';

/**
 * The events a server stores for these commands, played offline: each command decided on the state so far with
 * the dice resuming where the last one left them, its events carrying the CommandMetadata. A command that
 * decides nothing stores nothing (as the server). Throws what decide throws.
 */
export function recordCommands(
  commands: readonly CareerCommand[],
  seeds: DiceSeeds,
  charts: ChartPack = defaultChartPack,
): SourceEvent[] {
  const events: SourceEvent[] = [];
  let state = initialState();
  let nonce = 0;
  for (const [n, command] of commands.entries()) {
    const dice = new SeededDice(seeds, nonce);
    const decided = decide(state, command, dice, charts);
    const commandId = n === 0 ? 'start' : `cmd-${n}`;
    const metadata: CommandMetadata = {
      commandId,
      correlationId: commandId,
      actor: 'seat:player',
      command: JSON.parse(JSON.stringify({ type: command.type, data: command.data })),
      dice: { firstNonce: nonce, nextNonce: dice.nextNonce },
    };
    for (const event of decided) {
      events.push({ revision: events.length, type: event.type, data: event.data, metadata: { ...metadata } });
      state = evolve(state, event);
    }
    nonce = dice.nextNonce;
  }
  return events;
}

export interface RecordedCareer {
  readonly careerId: string;
  readonly seeds: DiceSeeds;
  readonly events: SourceEvent[];
  readonly ended: boolean;
}

/** The i-th bot career (careerMix, the policies in turn, seeds `audit-<i>`/`bot`), recorded as a server would. */
export function recordBotCareer(
  i: number,
  policy: PolicyName = i % 2 === 0 ? 'cautious' : 'aggressive',
): RecordedCareer {
  const seeds = { serverSeed: `audit-${i}`, playerSeed: 'bot' };
  const played = playCareer(POLICIES[policy], { ...seeds, ...careerMix(i) });
  return {
    careerId: `bot-${i}`,
    seeds,
    events: recordCommands(played.commands, seeds),
    ended: played.state.step.kind === 'ended',
  };
}

/** Bot careers 0 … n-1, and their export as one `careers` export (the bench's kind), seeds revealed, as lines. */
export function botCareersExport(n: number): { careers: RecordedCareer[]; lines: string[] } {
  const careers = Array.from({ length: n }, (_, i) => recordBotCareer(i));
  const lines = exportStreams({
    kind: 'careers',
    id: `bots-${n}`,
    chartPack: chartPackOf(careers[0].events),
    streams: careers.flatMap((c) =>
      careerStreams({ careerId: c.careerId, events: c.events, seeds: c.seeds }),
    ),
  });
  return { careers, lines };
}
