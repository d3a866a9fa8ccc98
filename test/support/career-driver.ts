import type { RecordedEvent } from '@periscope/event-store';
import {
  commitment,
  decide,
  evolve,
  initialState,
  pending,
  SeededDice,
  verifyRoll,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
  type DiceKind,
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

interface StoredRoll {
  dice: DiceKind;
  nonce: number;
  faces: number[];
  natural: number;
  purpose: string;
}

/** Every roll recorded anywhere inside an event's data. */
export function rollsIn(value: unknown): StoredRoll[] {
  if (Array.isArray(value)) return value.flatMap(rollsIn);
  if (value === null || typeof value !== 'object') return [];
  const v = value as Record<string, unknown>;
  if (typeof v.dice === 'string' && typeof v.nonce === 'number' && Array.isArray(v.faces))
    return [v as unknown as StoredRoll];
  return Object.values(v).flatMap(rollsIn);
}

interface Metadata {
  commandId: string;
  command: CareerCommand;
  dice: { firstNonce: number; nextNonce: number };
}

/**
 * The audit: re-runs decide for every recorded command with the seeds and checks that it gives the stored events
 * byte for byte, that the nonces chain from command to command, and that every stored roll recomputes.
 * Returns the problems found (none = the stream is honest).
 */
export function audit(events: readonly RecordedEvent[], serverSeed: string): string[] {
  const problems: string[] = [];
  const playerSeed = (events[0].data as { playerSeed: string }).playerSeed;
  if (commitment(serverSeed) !== (events[0].data as { seedCommitment: string }).seedCommitment)
    problems.push('the server seed does not match the commitment');
  let state = initialState();
  let nonce = 0;
  for (let at = 0; at < events.length;) {
    const meta = events[at].metadata as unknown as Metadata;
    let end = at + 1;
    while (end < events.length && events[end].metadata.commandId === meta.commandId) end++;
    const batch = events.slice(at, end);
    if (meta.dice.firstNonce !== nonce)
      problems.push(`${meta.commandId}: dice start at ${meta.dice.firstNonce}, not ${nonce}`);
    const dice = new SeededDice({ serverSeed, playerSeed }, meta.dice.firstNonce);
    const decided = decide(state, meta.command, dice);
    const stored = batch.map(({ type, data }) => ({ type, data }));
    if (JSON.stringify(decided) !== JSON.stringify(stored))
      problems.push(`${meta.commandId}: decide gives other events than the stored ones`);
    if (dice.nextNonce !== meta.dice.nextNonce) problems.push(`${meta.commandId}: nextNonce differs`);
    for (const roll of batch.flatMap((e) => rollsIn(e.data))) {
      const { dice: kind, nonce: n, faces, natural, purpose } = roll;
      const verdict = verifyRoll({
        serverSeed,
        playerSeed,
        roll: { kind, nonce: n, faces, value: natural, purpose },
      });
      if (!verdict.ok) problems.push(`${meta.commandId}: ${verdict.mismatch}`);
      if (n < meta.dice.firstNonce || n >= meta.dice.nextNonce)
        problems.push(`${meta.commandId}: nonce ${n} out of range`);
    }
    state = (batch as unknown as CareerEvent[]).reduce(evolve, state);
    nonce = meta.dice.nextNonce;
    at = end;
  }
  return problems;
}
