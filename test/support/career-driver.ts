import { createHash } from 'node:crypto';
import { exportCareer, toNdjson, verifyExport } from '@periscope/audit';
import type { RecordedEvent } from '@periscope/event-store';
import {
  commitment,
  decide,
  evolve,
  initialState,
  pending,
  SeededDice,
  type CareerCommand,
  type CareerState,
  type Decision,
} from '@periscope/rules';

/** A bot for tests: decline attacks, otherwise the first legal command with the first value of each parameter. */
export function nextCommand(decision: Decision): CareerCommand | undefined {
  const legal = decision.commands.find((c) => c.type === 'DeclineAttack') ?? decision.commands[0];
  if (!legal) return undefined;
  if (legal.choices?.length) return legal.choices[0];
  const data = Object.entries(legal.parameters).flatMap(([name, values]) =>
    Array.isArray(values) ? [[name, values[0]]] : [],
  );
  return { type: legal.type, data: Object.fromEntries(data) } as CareerCommand;
}

/** The career the bot plays with these seeds, played by the engine alone: where does it stop? */
export function simulate(serverSeed: string, playerSeed: string, maxCommands = 500): CareerState {
  let state = initialState();
  let nonce = 0;
  let command: CareerCommand | undefined = {
    type: 'StartCareer',
    data: {
      uboatType: 'VIIC',
      startDate: '1943-07',
      kommandant: 'Kptlt. Test',
      seedCommitment: commitment(serverSeed),
      playerSeed,
    },
  };
  for (let n = 0; command && n < maxCommands; n++, command = nextCommand(pending(state))) {
    const dice = new SeededDice({ serverSeed, playerSeed }, nonce);
    try {
      state = decide(state, command, dice).reduce(evolve, state);
    } catch {
      return state; // a rule not played yet stopped it mid-command
    }
    nonce = dice.nextNonce;
  }
  return state;
}

/**
 * The audit (libs/audit) of a career's stored events with its server seed: the chain, every roll from the seeds,
 * the byte-identical replay of the recorded commands, the results. Returns the findings in words (none = the
 * stream is honest).
 */
export function audit(events: readonly RecordedEvent[], serverSeed: string): string[] {
  const playerSeed = (events[0].data as { playerSeed: string }).playerSeed;
  const lines = exportCareer({ careerId: 'audited', events, seeds: { serverSeed, playerSeed } });
  return verifyExport(toNdjson(lines)).findings.map(
    (f) => `line ${f.line} ${f.type ?? ''} [${f.check}]: ${f.message}`,
  );
}

/**
 * A player seed as a client draws one (128 bits in hex, L-8), but reproducible: the same label, the same seed.
 * Tests search labels for a seed whose career goes where they need it.
 */
export const drawnSeed = (label: string): string =>
  createHash('sha256').update(label).digest('hex').slice(0, 32);
