import {
  at,
  checkRolls,
  foldOrStop,
  parseLines,
  RecordedDice,
  replayDivergence,
  type Finding,
  type LineEvent,
  type StreamContext,
  type StreamVerdict,
  type StreamVerifier,
  revealedSeeds,
} from '@periscope/audit';
import { commitment, rollsIn, SeededDice, type DiceSource } from '@periscope/rules';
import type { TournamentCommand } from './commands';
import { decide } from './decide';
import type { TournamentCreated, TournamentEvent } from './events';
import { evolve } from './evolve';
import { TOURNAMENT_PLAYER_SEED } from './export-tournament';
import { tournamentResults, type TournamentFacts } from './tournament-results';
import { initialState, type TournamentState } from './state';

/**
 * Audits a tournament's stream (13.2-13.5): (b) the revealed seed against TournamentCreated's commitment (T-SEED)
 * and the rolls of the packs' names (14.5); (c) every recorded command decided again from the start (the packs'
 * names re-drawn on the tournament's dice); (d) the standings recomputed from the entrants' careers in the export,
 * with the rulings and the disqualifications (tournament-results.ts).
 */
export const tournamentVerifier: StreamVerifier = {
  recomputes: 'the standings (tonnage, patrols, fates, packs), with disqualifications and withdrawals',
  verify(raws, context): StreamVerdict {
    const findings: Finding[] = [];
    const events = parseLines(raws, findings);
    const revealed = revealedSeeds(context);
    const trusted = revealed && checkSeed(events, revealed, findings) ? revealed.serverSeed : null;
    const replay = replayTournament(events, trusted, context, findings);
    const rolls = trusted === null ? 0 : checkPackRolls(events, trusted, findings);
    const facts: TournamentFacts = { events, state: replay.state, seed: trusted, sealed: !revealed };
    return { findings, commands: replay.commands, rolls, sealed: !revealed, facts };
  },

  results: (facts, _rulings, streams) => tournamentResults(facts as TournamentFacts, streams),
};

/**
 * T-SEED: the revealed seed is the one TournamentCreated committed to, and its player seed is `tournament` (W-NAMES).
 * A tournament created before the commitment was published cannot vouch for its seed: that is a finding when it
 * rolled dice (its rolls are still recomputed from the seed). Whether the rolls may be recomputed from the seed.
 */
function checkSeed(
  events: readonly LineEvent[],
  seeds: { serverSeed: string; playerSeed: string },
  findings: Finding[],
): boolean {
  const created = events.find((e) => e.type === 'TournamentCreated');
  if (!created) return false; // the replay says it is missing
  const published = (created.data as TournamentCreated['data']).seedCommitment;
  const expected = commitment(seeds.serverSeed);
  const rolled = events.some((e) => e.type === 'WolfpackFormed');
  const where = { check: 'rolls' as const, ...at(created), rule: 'T-SEED', path: 'data.seedCommitment' };
  if (published === undefined) {
    if (rolled)
      findings.push({
        ...where,
        expected,
        found: null,
        message:
          'TournamentCreated publishes no commitment of its seed: the rolls of its dice cannot be vouched for',
        code: 'noCommitment',
      });
    return true;
  }
  if (published.toLowerCase() !== expected) {
    findings.push({
      ...where,
      expected,
      found: published,
      message: 'sha256 of the revealed seed is not the commitment TournamentCreated published: wrong seed',
      code: 'wrongSeed',
    });
    return false;
  }
  if (seeds.playerSeed !== TOURNAMENT_PLAYER_SEED)
    findings.push({
      ...where,
      path: 'header.streams.seeds.playerSeed',
      expected: TOURNAMENT_PLAYER_SEED,
      found: seeds.playerSeed,
      message: `the tournament's dice roll with the player seed '${TOURNAMENT_PLAYER_SEED}' (W-NAMES)`,
      code: 'tournamentPlayerSeed',
      params: { seed: TOURNAMENT_PLAYER_SEED },
    });
  return true;
}

/** 14.5: every roll of the packs' names recomputes from the seed, the nonces running from 0 (one draw at the start). */
function checkPackRolls(events: readonly LineEvent[], serverSeed: string, findings: Finding[]): number {
  const formed = events.filter((e) => e.type === 'WolfpackFormed');
  const count = formed.reduce((n, e) => n + rollsIn(e.data).length, 0);
  const seeds = { serverSeed, playerSeed: TOURNAMENT_PLAYER_SEED };
  return checkRolls(formed, seeds, { firstNonce: 0, nextNonce: count }, findings);
}

interface Replay {
  readonly state: TournamentState | null;
  readonly commands: number;
}

/**
 * (c) command by command (a command's events share its commandId and follow one another): each decided again on
 * the state folded from the stored events before it. T-REPLAY: the metadata records the command as canonical JSON
 * (its fingerprint: keys sorted), so objects the command carries into its events (terms' options, a ruling) come
 * back in another key order: the events are compared value for value.
 */
function replayTournament(
  events: readonly LineEvent[],
  serverSeed: string | null,
  context: StreamContext,
  findings: Finding[],
): Replay {
  const rolls = events.filter((e) => e.type === 'WolfpackFormed').flatMap((e) => rollsIn(e.data));
  // W-NAMES: the names are drawn from the start of the tournament's dice, on seeded dice or the recorded faces.
  const dice = (): DiceSource =>
    serverSeed === null
      ? new RecordedDice(rolls, 0)
      : new SeededDice({ serverSeed, playerSeed: TOURNAMENT_PLAYER_SEED });
  let state: TournamentState | null = initialState();
  let commands = 0;
  for (let i = 0; i < events.length;) {
    const end = commandEnd(events, i);
    const batch = events.slice(i, end);
    const command = commandOf(batch[0]);
    if (!command)
      findings.push({
        check: 'replay',
        ...at(batch[0]),
        path: 'metadata',
        message: 'the metadata records no command (commandId, fingerprint): it cannot be replayed',
        code: 'noCommand',
      });
    else if (state && context.canReplay) {
      commands++;
      redecide(state, command, batch, dice(), context, findings);
    }
    for (const event of batch) state = state && fold(state, event, findings);
    i = end;
  }
  return { state, commands };
}

function redecide(
  state: TournamentState,
  command: TournamentCommand,
  batch: readonly LineEvent[],
  dice: DiceSource,
  context: StreamContext,
  findings: Finding[],
): void {
  try {
    const divergence = replayDivergence(batch, decide(state, command, dice, context.charts), false);
    if (divergence) findings.push(divergence);
  } catch (error) {
    const e = error as Error & { rule?: string };
    findings.push({
      check: 'replay',
      ...at(batch[0]),
      path: 'metadata',
      rule: e.rule,
      message: `decide refuses the recorded command ${command.type}: ${e.message}`,
      code: 'commandRefused',
    });
  }
}

const commandIdOf = (event: LineEvent): unknown => event.metadata.commandId;

function commandEnd(events: readonly LineEvent[], i: number): number {
  const id = commandIdOf(events[i]);
  let end = i + 1;
  while (typeof id === 'string' && end < events.length && commandIdOf(events[end]) === id) end++;
  return end;
}

/**
 * The command a tournament event records: its type, data and actor are the metadata's fingerprint (canonical JSON),
 * and the server's clock when it came is the `at` of its first event.
 */
function commandOf(event: LineEvent): TournamentCommand | undefined {
  const { commandId, fingerprint } = event.metadata as { commandId?: unknown; fingerprint?: unknown };
  if (typeof commandId !== 'string' || typeof fingerprint !== 'string') return undefined;
  try {
    const { type, data, actor } = JSON.parse(fingerprint) as Partial<TournamentCommand>;
    const at = (event.data as { at?: unknown }).at;
    if (typeof type !== 'string' || typeof actor !== 'string' || typeof at !== 'string') return undefined;
    return { type, data, actor, at } as TournamentCommand;
  } catch {
    return undefined;
  }
}

const fold = (state: TournamentState, event: LineEvent, findings: Finding[]): TournamentState | null =>
  foldOrStop<TournamentState, TournamentEvent>(evolve, state, event, findings);
