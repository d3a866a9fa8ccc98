import {
  aggressive,
  commitment,
  decide,
  defaultChartPack,
  evolve,
  initialState,
  pending,
  SeededDice,
  type CareerCommand,
  type CareerEvent,
  type CareerOptionsChoice,
  type CareerState,
  type Decision,
  type Policy,
} from '@periscope/rules';

/** Where the salvo is decided: the step is firing and torpedoes are offered. */
export const firingWith = (test: (m: Moment) => boolean) => (m: Moment) =>
  m.state.step.kind === 'firing' && m.decision.commands.some((c) => c.type === 'FireTorpedoes') && test(m);

/** A state met while a bot played a seeded career, with its decision and every event up to it. */
export interface Moment {
  readonly state: CareerState;
  readonly decision: Decision;
  readonly events: readonly CareerEvent[];
}

const startCommand = (playerSeed: string, options?: CareerOptionsChoice): CareerCommand => ({
  type: 'StartCareer',
  data: {
    uboatType: 'VIIC',
    startDate: '1943-07',
    kommandant: 'Kptlt. Test',
    seedCommitment: commitment('web-fixtures'),
    playerSeed,
    ...(options ? { options } : {}),
  },
});

/** How a fixture career is played: the bot, the optional rules in play, how many seeds to try. */
export interface Play {
  readonly policy?: Policy;
  readonly options?: CareerOptionsChoice;
  readonly seeds?: number;
}

/** Plays seeded careers (seed 1, 2, …) with the bot until a decision matches; the first match, always the same. */
export function findMoment(wanted: (m: Moment) => boolean, play: Play = {}): Moment {
  for (let seed = 1; seed <= (play.seeds ?? 40); seed++) {
    const found = playUntil(String(seed), wanted, play);
    if (found) return found;
  }
  throw new Error('No seeded career reached the wanted decision');
}

function playUntil(playerSeed: string, wanted: (m: Moment) => boolean, play: Play): Moment | null {
  const policy = play.policy ?? aggressive;
  const dice = new SeededDice({ serverSeed: 'web-fixtures', playerSeed });
  const events: CareerEvent[] = [];
  const send = (state: CareerState, command: CareerCommand) => {
    const decided = decide(state, command, dice, defaultChartPack);
    events.push(...decided);
    return decided.reduce(evolve, state);
  };
  let state = send(initialState(), startCommand(playerSeed, play.options));
  for (let n = 0; n < 1_500; n++) {
    const decision = pending(state);
    const moment = { state, decision, events: [...events] };
    if (wanted(moment)) return moment;
    if (decision.commands.length === 0) return null;
    state = send(state, policy(state, decision));
  }
  return null;
}

/** Plays one whole seeded career: its events (for the dice tray). */
export function playedEvents(playerSeed = '1', play: Play = {}): readonly CareerEvent[] {
  let last: readonly CareerEvent[] = [];
  playUntil(playerSeed, (m) => ((last = m.events), m.decision.commands.length === 0), play);
  return last;
}
