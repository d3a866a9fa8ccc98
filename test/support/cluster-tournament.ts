import { isDeepStrictEqual } from 'node:util';
import type { tournament } from '@periscope/play';
import type { Cluster } from './cluster';
import { LeaderboardClient, TournamentsClient } from './tournament-driver';
import { drawnSeed } from './career-driver';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AuditAnswer {
  process: string;
  status: number;
  ok?: boolean;
  findings?: unknown[];
  /** The error's code, or why no answer came. */
  code?: string;
  ms: number;
}

export interface Served {
  position: number;
  standings: tournament.Standings;
}

/** A tournament's organiser and entrants, each request to the next process in turn (behind a load balancer). */
export class ClusterTournament {
  private turn = 0;
  readonly spectators: LeaderboardClient[] = [];

  constructor(private readonly cluster: Cluster) {}

  /** The client of the next process. */
  next(): TournamentsClient {
    const live = this.cluster.live();
    return new TournamentsClient(live[this.turn++ % live.length].server.url);
  }

  /** The URL of the next process. */
  nextUrl(): string {
    const live = this.cluster.live();
    return live[this.turn++ % live.length].server.url;
  }

  async create(body: object, entrants: number) {
    const { tournamentId, organiserToken } = (await this.next().create(body).expect(201)).body as {
      tournamentId: string;
      organiserToken: string;
    };
    const seats: { careerId: string; seatToken: string }[] = [];
    for (let n = 1; n <= entrants; n++) {
      const registered = await this.next().register(tournamentId, {
        name: `Kptlt. ${n}`,
        playerSeed: drawnSeed(`c-${n}`),
      });
      seats.push(registered.body);
    }
    return { tournamentId, organiserToken, seats };
  }

  /** A spectator of /tournaments on every process, joined once each process's standings have every entrant. */
  async watch(id: string, entrants: number): Promise<void> {
    await this.served(id, (s) => s.standings.individual.length === entrants, 20_000);
    for (const process of this.cluster.live()) {
      const spectator = new LeaderboardClient(process.server.url);
      this.spectators.push(spectator);
      const ack = await spectator.join(id);
      if (ack.ok !== true) throw new Error(`${process.name} refused the join: ${JSON.stringify(ack)}`);
    }
  }

  /** Each process's standings, once every one of them satisfies `check` (at most `ms`). */
  async served(id: string, check: (s: Served) => boolean, ms: number): Promise<Served[]> {
    const end = Date.now() + ms;
    for (;;) {
      const served = await Promise.all(
        this.cluster.live().map(async (p) => {
          const res = await new TournamentsClient(p.server.url).get(`/api/tournaments/${id}/standings`);
          return res.status === 200 ? (res.body as Served) : undefined;
        }),
      );
      if (served.every((s) => s && check(s))) return served as Served[];
      if (Date.now() > end)
        throw new Error(`standings not served by every process: ${JSON.stringify(served)}`);
      await pause(200);
    }
  }

  /** The audit, asked of every process at once: each one's answer (status 0: none within `ms`) and its time. */
  async audits(id: string, ms: number): Promise<AuditAnswer[]> {
    return Promise.all(
      this.cluster.live().map(async (p) => {
        const began = Date.now();
        const res = await new TournamentsClient(p.server.url)
          .get(`/api/tournaments/${id}/audit`)
          .timeout(ms)
          .catch((error: Error) => ({ status: 0, body: { error: error.message } }));
        const body = res.body as { ok?: boolean; findings?: unknown[]; code?: string; error?: string };
        const answer = { process: p.name, status: res.status, ok: body.ok, findings: body.findings };
        return { ...answer, code: body.code ?? body.error, ms: Date.now() - began };
      }),
    );
  }

  /** Closes the spectators (a test's own). */
  close(): void {
    this.spectators.splice(0).forEach((s) => s.close());
  }
}

/**
 * Every process's spectator got the same leaderboard messages (positions and boards), none missed, the
 * last at the final standings, at most one a second. The differences, empty when all holds.
 */
export async function leaderboardDifferences(
  spectators: readonly LeaderboardClient[],
  final: Served,
): Promise<string[]> {
  const differences: string[] = [];
  await Promise.all(spectators.map((s) => s.reach(final.position, 10_000).catch(() => undefined)));
  const seen = spectators.map((s) => s.messages.map((m) => m.position));
  for (const [n, s] of spectators.entries()) {
    if (s.misses > 0) differences.push(`spectator ${n}: ${s.misses} updates that did not follow its board`);
    if (s.messages.length === 0)
      differences.push(
        `spectator ${n}: no leaderboard message (heard ${s.heard.length}, joined at ${s.joinedAt ?? 'no board'})`,
      );
    const last = s.messages.at(-1);
    if (!isDeepStrictEqual(last?.standings, final.standings))
      differences.push(`spectator ${n}: last board at ${last?.position}, not the final standings`);
    if (!isDeepStrictEqual(seen[n], seen[0]))
      differences.push(
        `spectator ${n} got ${JSON.stringify(seen[n])}, spectator 0 ${JSON.stringify(seen[0])}`,
      );
    for (let i = 1; i < s.messages.length; i++) {
      const gap = Date.parse(s.messages[i].sentAt) - Date.parse(s.messages[i - 1].sentAt);
      if (gap < 1000) differences.push(`spectator ${n}: two messages ${gap} ms apart`);
    }
  }
  return differences;
}
