import {
  careerResult,
  fileRuling,
  recordCommands,
  rulingsStream,
  type CareerExportInput,
  type RulingFiled,
  type SourceEvent,
} from '@periscope/audit';
import { commitment, playCareer, POLICIES, SeededDice, type UBoatType } from '@periscope/rules';
import type { TournamentActor, TournamentCommand, TournamentTermsChoice } from './commands';
import { decide } from './decide';
import type { TournamentEvent } from './events';
import { evolve } from './evolve';
import { boatCareer, tournamentPatrolEvents } from '../wolfpack/tournament-patrol';
import { entrantCareer as tallied, tallyOf } from './career-tally';
import { exportTournament, TOURNAMENT_PLAYER_SEED } from './export-tournament';
import { standings, type Standings } from './standings';
import { initialState, type TournamentState } from './state';

// A tournament recorded as the server stores it, played purely: the tournament's commands through its decider
// (metadata: commandId, actor, correlationId and the command's canonical JSON as fingerprint), the entrants'
// careers played by the bots and recorded by libs/audit.

export const TOURNAMENT_SEED = 'tournament-audit-seed';
const AT = '2025-03-01T12:00:00.000Z';

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
  state: TournamentState = initialState();
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
    for (const event of decide(this.state, command, dice)) this.#append(event, metadata);
    return this;
  }

  #append(event: TournamentEvent, metadata: Record<string, unknown>): void {
    this.events.push({ revision: this.events.length, type: event.type, data: event.data, metadata });
    this.state = evolve(this.state, event);
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
