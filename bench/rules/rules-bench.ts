import {
  careerMix,
  decide,
  evolve,
  initialState,
  playCareer,
  POLICIES,
  SeededDice,
  type CareerCommand,
  type CareerEvent,
  type PlayedCareer,
  type PolicyName,
} from '@periscope/rules';

export interface RulesBenchOptions {
  policies: PolicyName[];
  runs: number;
  /** Wall-clock seconds per run (playing and replaying). */
  seconds: number;
  /** At most this many careers per run. */
  careers: number;
}

/** What one run of one policy counted and timed. */
export interface RunSample {
  careers: number;
  /** Careers that reached a blocked or ended step. */
  wholeCareers: number;
  /** Careers stopped by RuleNotImplemented thrown by decide on an offered command. */
  notImplemented: number;
  /** The rules of those RuleNotImplemented errors. */
  notImplementedRules: string[];
  patrols: number;
  commands: number;
  events: number;
  /** decide + evolve of the replay: the engine's time. */
  engineSeconds: number;
  /** The part of engineSeconds spent on StartCareer. */
  startSeconds: number;
  /** Playing the careers: pending() + the policy + decide + evolve. */
  playSeconds: number;
  /** The floors, timed in the same run: as many HMAC rolls as the replays made, on the same seeds… */
  rolls: number;
  diceSeconds: number;
  /** …and JSON.parse(JSON.stringify()) of the same events, career by career. */
  jsonSeconds: number;
}

const seconds = (from: bigint): number => Number(process.hrtime.bigint() - from) / 1e9;

/** Every run of every policy, in turn (one core: nothing runs in parallel). */
export function runRulesBench(
  options: RulesBenchOptions,
  onRun: (policy: PolicyName, run: number, sample: RunSample) => void = () => {},
): Record<PolicyName, RunSample[]> {
  const samples = {} as Record<PolicyName, RunSample[]>;
  for (const policy of options.policies) {
    samples[policy] = [];
    for (let run = 1; run <= options.runs; run++) {
      const sample = measureRun(policy, options);
      samples[policy].push(sample);
      onRun(policy, run, sample);
    }
  }
  return samples;
}

/**
 * Careers one after another until the time or the count is up: each is played by the policy until pending()
 * offers nothing, then its commands are replayed on fresh dice and only that replay's decide + evolve is timed.
 */
export function measureRun(policy: PolicyName, options: RulesBenchOptions): RunSample {
  const sample: RunSample = {
    careers: 0,
    wholeCareers: 0,
    notImplemented: 0,
    notImplementedRules: [],
    patrols: 0,
    commands: 0,
    events: 0,
    engineSeconds: 0,
    startSeconds: 0,
    playSeconds: 0,
    rolls: 0,
    diceSeconds: 0,
    jsonSeconds: 0,
  };
  const started = process.hrtime.bigint();
  for (let i = 0; i < options.careers && seconds(started) < options.seconds; i++) {
    const seeds = { serverSeed: `bench-${i}`, playerSeed: 'bot' };
    const t = process.hrtime.bigint();
    const played = playCareer(POLICIES[policy], { ...seeds, ...careerMix(i) });
    sample.playSeconds += seconds(t);
    const replayed = replay(played.commands, seeds, sample);
    count(sample, played, replayed.events);
    timeFloors(sample, seeds, replayed);
  }
  return sample;
}

/** The floors of the engine's work on one career: its dice alone, and a JSON round trip of its events. */
function timeFloors(
  sample: RunSample,
  seeds: { serverSeed: string; playerSeed: string },
  { events, rolls }: { events: CareerEvent[]; rolls: number },
): void {
  const dice = new SeededDice(seeds);
  let t = process.hrtime.bigint();
  for (let i = 0; i < rolls; i++) dice.roll('2d6', 'bench');
  sample.diceSeconds += seconds(t);
  sample.rolls += rolls;
  t = process.hrtime.bigint();
  if ((JSON.parse(JSON.stringify(events)) as unknown[]).length !== events.length)
    throw new Error('JSON lost events');
  sample.jsonSeconds += seconds(t);
}

/** decide + evolve of recorded commands, timed; returns the events and how many dice they rolled. */
function replay(
  commands: readonly CareerCommand[],
  seeds: { serverSeed: string; playerSeed: string },
  sample: RunSample,
): { events: CareerEvent[]; rolls: number } {
  const dice = new SeededDice(seeds);
  const decided: CareerEvent[][] = [];
  let state = initialState();
  const t = process.hrtime.bigint();
  for (const command of commands) {
    const events = decide(state, command, dice);
    for (const event of events) state = evolve(state, event);
    decided.push(events);
    if (command.type === 'StartCareer') sample.startSeconds += seconds(t);
  }
  sample.engineSeconds += seconds(t);
  return { events: decided.flat(), rolls: dice.nextNonce };
}

function count(sample: RunSample, played: PlayedCareer, replayed: CareerEvent[]): void {
  if (replayed.length !== played.events.length) {
    throw new Error(`replay gave ${replayed.length} events, play ${played.events.length}: not deterministic`);
  }
  sample.careers += 1;
  if (played.stopped === 'blocked' || played.stopped === 'ended') sample.wholeCareers += 1;
  const gap = played.notImplemented?.rule;
  if (gap !== undefined) {
    sample.notImplemented += 1;
    if (!sample.notImplementedRules.includes(gap)) sample.notImplementedRules.push(gap);
  }
  sample.patrols += replayed.filter((e) => e.type === 'PatrolCompleted').length;
  sample.commands += played.commands.length;
  sample.events += replayed.length;
}
