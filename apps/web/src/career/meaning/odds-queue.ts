import type { CareerState, OptionOdds } from '@periscope/rules';
import type { SentCommand } from '../decisions/command';

/** A question to the odds worker (odds.worker.ts): the odds of `command` in `state`. */
export interface OddsAsked {
  readonly kind: 'ask';
  readonly id: number;
  readonly state: CareerState;
  readonly command: SentCommand;
}

/** The page no longer needs question `id` (the screen moved on): dropped if not yet worked out. */
export interface OddsDropped {
  readonly kind: 'drop';
  readonly id: number;
}

export type OddsMessage = OddsAsked | OddsDropped;

/** The worker's answer: null when the engine refuses the command (the server says why when it is sent). */
export interface OddsAnswer {
  readonly id: number;
  readonly odds: OptionOdds | null;
}

/**
 * The worker's queue: questions are worked out one a task, oldest first, so a drop that arrives while a long hunt's
 * odds are worked out removes a question the page no longer shows before it costs anything.
 */
export function oddsQueue(
  work: (state: CareerState, command: SentCommand) => OptionOdds | null,
  answer: (a: OddsAnswer) => void,
  later: (next: () => void) => void,
): (message: OddsMessage) => void {
  const waiting = new Map<number, OddsAsked>();
  let scheduled = false;
  const schedule = () => {
    if (scheduled || waiting.size === 0) return;
    scheduled = true;
    later(step);
  };
  const step = () => {
    scheduled = false;
    const [first] = waiting.values();
    if (!first) return;
    waiting.delete(first.id);
    answer({ id: first.id, odds: work(first.state, first.command) });
    schedule();
  };
  return (message) => {
    if (message.kind === 'drop') waiting.delete(message.id);
    else waiting.set(message.id, message);
    schedule();
  };
}
