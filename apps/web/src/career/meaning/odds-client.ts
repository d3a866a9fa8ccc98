import type { CareerState, OptionOdds } from '@periscope/rules';
import type { SentCommand } from '../decisions/command';
import type { OddsAnswer, OddsMessage } from './odds-queue';

/** A question put to the odds worker: its answer, and a way to say it is no longer wanted. */
export interface OddsAsking {
  readonly answer: Promise<OptionOdds | null>;
  drop(): void;
}

let worker: Worker | null = null;
const waiting = new Map<number, (odds: OptionOdds | null) => void>();
let asked = 0;

/** Every question still waiting gets no odds (the worker failed); the next question starts a new worker. */
function failed(failing: Worker): void {
  failing.terminate();
  if (worker === failing) worker = null;
  for (const resolve of waiting.values()) resolve(null);
  waiting.clear();
}

function started(): Worker {
  const fresh = new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' });
  fresh.onmessage = ({ data }: MessageEvent<OddsAnswer>) => {
    waiting.get(data.id)?.(data.odds);
    waiting.delete(data.id);
  };
  fresh.onerror = () => failed(fresh);
  return fresh;
}

const post = (message: OddsMessage) => (worker ??= started()).postMessage(message);

/**
 * The odds of a command, worked out by one worker for the page (odds.worker.ts); null where the browser has no
 * workers or cannot hand the state to one (the caller works them out itself).
 */
export function askOdds(state: CareerState, command: SentCommand): OddsAsking | null {
  if (typeof Worker === 'undefined') return null;
  const id = ++asked;
  const answer = new Promise<OptionOdds | null>((resolve) => waiting.set(id, resolve));
  try {
    post({ kind: 'ask', id, state, command });
  } catch {
    waiting.delete(id); // a state the browser cannot copy to the worker: the caller works the odds out itself
    return null;
  }
  return {
    answer,
    drop: () => {
      if (waiting.delete(id)) post({ kind: 'drop', id });
    },
  };
}
