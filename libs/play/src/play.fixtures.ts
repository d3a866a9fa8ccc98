import {
  careerResult,
  fileRuling,
  recordCommands,
  rulingsStream,
  type CareerExportInput,
  type RulingFiled,
  type SourceEvent,
} from '@periscope/audit';
import {
  commitment,
  playCareer,
  POLICIES,
  SeededDice,
  type CareerCommand,
  type CareerEvent,
  type DiceScript,
  type DiceSource,
  type UBoatType,
} from '@periscope/rules';
import { sighted, target } from '@periscope/rules/career/specs/career.fixtures';
import { DeciderSpecification } from '@periscope/rules/testing';
import type { GameCommand, GameTerms, PlayerEntry } from './duel/commands';
import { decide as decideGame } from './duel/decide';
import type { GameEvent } from './duel/events';
import { evolve as evolveGame, fold as foldGame } from './duel/evolve';
import type { GameDice } from './duel/game-dice';
import type { Seat } from './duel/seats';
import { initialState as newGame, type GameState } from './duel/state';
import { entrantCareer as tallied, tallyOf } from './tournament/career-tally';
import type { TournamentActor, TournamentCommand, TournamentTermsChoice } from './tournament/commands';
import { decide as decideTournament, termsOf } from './tournament/decide';
import type { EntrantRegistered, TournamentEvent } from './tournament/events';
import { evolve as evolveTournament } from './tournament/evolve';
import { exportTournament, TOURNAMENT_PLAYER_SEED } from './tournament/export-tournament';
import { standings, type Standings } from './tournament/standings';
import { initialState as newTournament, type TournamentState } from './tournament/state';
import { boatCareer, tournamentPatrolEvents } from './wolfpack/tournament-patrol';

// libs/play's shared test fixtures, in three sections: the tournament's commands and events, a
// tournament recorded for the audit, and the two-player game.

// ---- The tournament (13.2-13.5): its decider in Given/When/Then, its commands and events ----

export const AT = '2025-03-01T12:00:00.000Z';

/** Every optional rule a Beneath the Med solo career plays (§11), as a game's or a tournament's terms name them. */
export const MED_OPTIONS = {
  standardTonnage: true,
  historicalTargets: true,
  evasiveManoeuvres: 'escortRolled',
  variableEscortQuality: true,
  variableAircraftQuality: true,
} as const;
export const TOURNAMENT_ID = 't-1';

export const TERMS: TournamentTermsChoice = {
  name: 'Biscay Cup',
  organiser: 'BdU',
  format: 'top-tonnage',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};

export const command = <C extends TournamentCommand>(
  type: C['type'],
  data: C['data'],
  actor: TournamentActor = 'organiser',
  at = AT,
): TournamentCommand => ({ type, data, actor, at }) as TournamentCommand;

export const created = (terms: Partial<TournamentTermsChoice> = {}): TournamentEvent => ({
  type: 'TournamentCreated',
  data: { tournamentId: TOURNAMENT_ID, terms: termsOf({ ...TERMS, ...terms }), at: AT },
});

export const careerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const registered = (n: number, uboatType = 'VIIC' as const): EntrantRegistered => ({
  type: 'EntrantRegistered',
  data: { careerId: careerId(n), name: `Kptlt. ${n}`, uboatType, number: n, at: AT },
});

export const tournamentStarted: TournamentEvent = { type: 'TournamentStarted', data: { at: AT } };

// ---- A tournament recorded for the audit ----

// A tournament recorded as the server stores it, played purely: the tournament's commands through its decider
// (metadata: commandId, actor, correlationId and the command's canonical JSON as fingerprint), the entrants'
// careers played by the bots and recorded by libs/audit.

export const TOURNAMENT_SEED = 'tournament-audit-seed';

/** JSON with the keys sorted at every depth, as the server's fingerprint (apps/server/src/common/command-record.ts). */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v ?? null)).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const keys = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
};

/** The tournament's stream as the server appends it, and its state. */
export class RecordedTournament {
  readonly events: SourceEvent[] = [];
  state: TournamentState = newTournament();
  #n = 0;

  send(type: TournamentCommand['type'], data: object, actor: TournamentActor = 'organiser'): this {
    const command = { type, data, actor, at: AT } as TournamentCommand;
    const dice = new SeededDice({ serverSeed: TOURNAMENT_SEED, playerSeed: TOURNAMENT_PLAYER_SEED });
    const metadata = {
      commandId: `cmd-${this.#n++}`,
      actor,
      correlationId: 'tournament',
      fingerprint: canonical({ type, data, actor }),
    };
    for (const event of decideTournament(this.state, command, dice)) this.#append(event, metadata);
    return this;
  }

  #append(event: TournamentEvent, metadata: Record<string, unknown>): void {
    this.events.push({ revision: this.events.length, type: event.type, data: event.data, metadata });
    this.state = evolveTournament(this.state, event);
  }
}

/** Entrant i's career: a bot's (aggressive and cautious in turn) of the type and month the tournament sets. */
export function entrantCareer(
  i: number,
  uboatType: UBoatType = 'VIIC',
): CareerExportInput & { ended: boolean } {
  const seeds = { serverSeed: `entrant-${i}`, playerSeed: 'bot' };
  const policy = POLICIES[i % 2 === 0 ? 'aggressive' : 'cautious'];
  const played = playCareer(policy, { ...seeds, uboatType, startDate: '1943-07' });
  const events = recordCommands(played.commands, seeds);
  const ended = played.state.step.kind === 'ended';
  return { careerId: `entrant-${i}`, events, seeds: ended ? seeds : 'sealed', ended };
}

/**
 * A tournament of `count` bot entrants: created with its seed's commitment, every entrant registered, started,
 * entrant 1 disqualified, the encounter of the first sinking voided by a ruling, finished.
 */
export function playedTournament(
  count: number,
  terms: Partial<TournamentTermsChoice> = {},
  { finish = true } = {},
) {
  const tournament = new RecordedTournament().send('CreateTournament', {
    tournamentId: 't-audit',
    terms: {
      name: 'Audit Cup',
      organiser: 'BdU',
      format: 'top-tonnage',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
      ...terms,
    },
    seedCommitment: commitment(TOURNAMENT_SEED),
  });
  const careers = Array.from({ length: count }, (_, i) => entrantCareer(i));
  for (const [i, c] of careers.entries())
    tournament.send(
      'Register',
      { careerId: c.careerId, name: `Kptlt. ${i}`, uboatType: 'VIIC' },
      `entrant:${c.careerId}`,
    );
  tournament.send('StartTournament', {});
  if (count > 1) tournament.send('Disqualify', { careerId: careers[1].careerId, reason: 'two accounts' });
  const ruled = careers.find((c) => c.events.some((e) => e.type === 'ShipSunk'));
  const rulings = new Map<string, SourceEvent[]>();
  if (ruled) {
    const sunk = ruled.events.findIndex((e) => e.type === 'ShipSunk');
    const encounter = ruled.events
      .slice(0, sunk)
      .reverse()
      .find((e) => e.type === 'EncounterRolled') as SourceEvent;
    const ruling = { kind: 'voidEncounter' as const, revision: encounter.revision };
    const data: RulingFiled['data'] = {
      rulingId: 'r-1',
      subject: `career-${ruled.careerId}`,
      ruling,
      reason: 'a disconnect during the attack',
      organiser: 'BdU',
    };
    const filed = fileRuling(data, ruled.events, []);
    rulings.set(ruled.careerId, [
      { revision: 0, type: filed.type, data: filed.data, metadata: { actor: 'organiser' } },
    ]);
    tournament.send('Adjudicate', { careerId: ruled.careerId, rulingId: 'r-1', ruling, reason: data.reason });
  }
  if (finish) tournament.send('FinishTournament', {});
  const withRulings = careers.map((c) => {
    const filed = rulings.get(c.careerId) ?? [];
    const standing = filed.map((e) => (e.data as RulingFiled['data']).ruling);
    return { ...c, rulings: filed, published: { ...careerResult(c.events, standing) } };
  });
  return { tournament, careers: withRulings, ruled: ruled && rulingsStream(ruled.careerId) };
}

export type PlayedTournament = ReturnType<typeof playedTournament>;

/**
 * The standings as the server's read model publishes them: each entrant's career folded with its rulings (a
 * wolfpack boat's first patrol only, W-END).
 */
export function publishedStandings({ tournament, careers }: PlayedTournament): Standings {
  const wolfpack = tournament.state.terms?.format === 'wolfpack';
  const counted = new Map(
    careers.map((c) => {
      const rulings = c.rulings.map((r) => (r.data as RulingFiled['data']).ruling);
      const events = wolfpack ? tournamentPatrolEvents(c.events) : c.events;
      const tally = tallyOf(events, rulings);
      return [c.careerId, wolfpack ? boatCareer(tally) : tallied(tally)];
    }),
  );
  return standings(tournament.state, (careerId) => counted.get(careerId));
}

/** The tournament's export: its seed revealed once finished, the standings published. */
export function tournamentExport(
  played: PlayedTournament,
  { serverSeed = TOURNAMENT_SEED as string | null, published = { ...publishedStandings(played) } } = {},
): string[] {
  const { tournament, careers } = played;
  const finished = tournament.state.phase === 'finished';
  return exportTournament({
    tournamentId: 't-audit',
    events: tournament.events,
    serverSeed: finished ? serverSeed : null,
    careers,
    published,
  });
}

// ---- The two-player game (13.1) ----

export const SERVER_SEED = 'duel-server-seed';
export const SEEDS: Record<Seat, string> = { a: 'seed of seat a', b: 'seed of seat b' };

/** The game's dice as the server opens them. */
export const seeded: GameDice = (playerSeed, firstNonce) =>
  new SeededDice({ serverSeed: SERVER_SEED, playerSeed }, firstNonce);

/** The scripted dice numbered from where the game's dice stream stands, as the seeded dice would be. */
const renumbered = (dice: DiceSource, firstNonce: number): DiceSource => {
  let nonce = firstNonce;
  return { roll: (kind, purpose) => ({ ...dice.roll(kind, purpose), nonce: nonce++ }) };
};

/** The game decider in the shape DeciderSpecification takes: the scripted dice stand for the game's stream. */
export const duelSpec = DeciderSpecification.for<GameState, GameCommand, GameEvent>({
  decide: (state, command, dice) =>
    decideGame(state, command, (_, firstNonce) => renumbered(dice, firstNonce)),
  evolve: evolveGame,
  initialState: newGame,
});

export const player = (seat: Seat, change: Partial<PlayerEntry> = {}): PlayerEntry => ({
  kommandant: `Kptlt. ${seat.toUpperCase()}`,
  seedCommitment: commitment(SEEDS[seat]),
  ...change,
});

export const terms = (change: Partial<GameTerms> = {}): GameTerms => ({
  uboatType: 'VIIC',
  startDate: '1943-07',
  serverCommitment: commitment(SERVER_SEED),
  ...change,
});

export const createGame = (change: Partial<GameTerms> = {}): GameCommand => ({
  type: 'CreateGame',
  data: { ...terms(change), player: player('a') },
});
export const join: GameCommand = { type: 'JoinGame', data: { player: player('b') } };
export const reveal = (seat: Seat, seed = SEEDS[seat]): GameCommand => ({
  type: 'RevealSeed',
  seat,
  data: { seed },
});
export const playFor = (seat: Seat, command: CareerCommand): GameCommand => ({
  type: 'Play',
  seat,
  data: { command },
});
export const rollBy = (seat: Seat): GameCommand => ({ type: 'Roll', seat, data: {} });
export const absentRoll: GameCommand = { type: 'RollForAbsentOpponent', data: {} };

/** Runs commands through the decider on the seeded dice: the events of each, in order. */
export function run(commands: readonly GameCommand[], from: GameEvent[] = []): GameEvent[] {
  const events = [...from];
  let state = foldGame(events, newGame());
  for (const command of commands) {
    const decided = decideGame(state, command, seeded);
    events.push(...decided);
    state = foldGame(decided, state);
  }
  return events;
}

/** A game created, joined and started on the seeded dice: both careers in port, seat a's patrol first. */
export const startedGame = (change: Partial<GameTerms> = {}): GameEvent[] =>
  run([createGame(change), join, reveal('a'), reveal('b')]);

/** Career events put where a test needs them, as one recorded command of the seat (fixture dice, no rolls). */
export const advanced = (
  seat: Seat,
  events: readonly CareerEvent[],
  command: CareerCommand = { type: 'AssignPatrol', data: {} },
  nonce = 0,
): GameEvent => ({
  type: 'CareerAdvanced',
  data: { seat, command, events, dice: { firstNonce: nonce, nextNonce: nonce }, rolledBy: null },
});

export const FREIGHTER = target('Freighter', 7000, 3);

/** Seat's boat facing a freighter with escort, about to choose its approach (sighted, without its CareerStarted). */
export const escortedSighting = (seat: Seat): GameEvent =>
  advanced(seat, sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true }).slice(1));

export const approach: CareerCommand = {
  type: 'ChooseApproach',
  data: { attack: 'submerged', range: 'medium' },
};
export const fireBow: CareerCommand = {
  type: 'FireTorpedoes',
  data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
};
/** [U1] 2 hits, [U2] 6 no dud, [U3] 1: the freighter sinks. */
export const SINKING: DiceScript = { '2d6': [[1, 1]], '1d6': [6, 1] };
export const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
/** [E2] 12 detected (+1 on [E3]), 9.6.10 check 3: depth charges, [E3] 12+1: the boat is sunk. */
export const SUNK: DiceScript = {
  '2d6': [
    [6, 6],
    [6, 6],
  ],
  '1d6': [3],
};
/** [E2] natural 2: never detected (9.6.9). */
export const UNDETECTED: DiceScript = { '2d6': [[1, 1]] };

/** The state the given events fold to. */
export const stateOf = (events: readonly GameEvent[]): GameState => foldGame(events, newGame());
