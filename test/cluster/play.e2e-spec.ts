import type { EventStore } from '@periscope/event-store';
import { PostgresEventStore } from '@periscope/event-store/postgres/postgres.event-store';
import { aggressive, cautious, type CareerCommand, type Decision } from '@periscope/rules';
import { nextCommand } from '../support/career-driver';
import { START } from '../support/careers-client';
import { Cluster, CLUSTER_SCHEMA } from '../support/cluster';
import { ClusterTournament, leaderboardDifferences, type AuditAnswer } from '../support/cluster-tournament';
import { LiveClient } from '../support/live-client';
import { playEntrant, recomputeStandings } from '../support/tournament-driver';
import { sailBoat } from '../support/wolfpack-driver';

// Three real server processes on one schema (a private PostgreSQL cluster and a private Redis). Players'
// requests go to every process in turn; spectators on every process must see the same thing, and a tournament must
// end with the same standings and a clean audit whichever process is asked.

const unavailable = Cluster.unavailable();
if (unavailable) {
  if (process.env.CI === 'true') throw new Error(`cluster play cannot run in CI: ${unavailable}`);
  console.warn(`cluster play skipped: ${unavailable}`);
}

const ENTRANTS = 6;
const SURVIVAL = {
  name: 'Survival',
  organiser: 'BdU',
  format: 'survival',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};
const WOLFPACK = { name: 'Rudeltaktik', organiser: 'BdU', format: 'wolfpack', startDate: '1943-07' };
/** A survival entrant's commands: enough to sail, sink and be sunk; the organiser finishes the tournament. */
const SURVIVAL_COMMANDS = 40;
const AUDIT_MS = 10_000;

/** Every process answers the audit, clean, within AUDIT_MS. */
function expectCleanAudits(audits: AuditAnswer[]): void {
  const answers = audits.map(({ process, status, ok, findings, code }) => ({
    process,
    status,
    ok,
    findings,
    code,
  }));
  const clean = audits.map(({ process }) => ({ process, status: 200, ok: true, findings: [] }));
  expect(answers).toEqual(clean);
}

(unavailable ? describe.skip : describe)('three server processes on one schema', () => {
  let cluster: Cluster;
  let store: EventStore;
  let tournaments: ClusterTournament;

  beforeAll(async () => {
    cluster = await Cluster.start(3);
    store = await PostgresEventStore.open({ connectionString: cluster.postgres.url, schema: CLUSTER_SCHEMA });
    tournaments = new ClusterTournament(cluster);
  }, 120_000);
  afterAll(async () => {
    tournaments?.close();
    await store?.close();
    await cluster?.stop();
  }, 60_000);
  afterEach(() => {
    tournaments?.close();
    expect(cluster?.exited() ?? []).toEqual([]);
  });

  it('spectators of a career on every process get the same updates, each once and in order', async () => {
    const started = await fetch(`${tournaments.nextUrl()}/api/careers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(START),
    });
    const { careerId, seatToken, pending } = (await started.json()) as {
      careerId: string;
      seatToken: string;
      pending: Decision;
    };
    const spectators = cluster.live().map((p) => new LiveClient(p.server.url));
    try {
      await Promise.all(spectators.map((s) => s.connected()));
      await Promise.all(spectators.map((s) => s.join('career', careerId)));
      const atJoin = (await store.readStream(`career-${careerId}`)).length;
      let command: CareerCommand | undefined = nextCommand(pending);
      for (let n = 1; n <= 20 && command; n++) {
        const res = await fetch(`${tournaments.nextUrl()}/api/careers/${careerId}/commands`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${seatToken}` },
          body: JSON.stringify({ commandId: `c-${n}`, ...command }),
        });
        expect(res.status).toBe(200);
        command = nextCommand(((await res.json()) as { pending: Decision }).pending);
      }
      const events = await store.readStream(`career-${careerId}`);
      const last = events.at(-1)?.position as number;
      await Promise.all(spectators.map((s) => s.until(last, 10_000)));

      // Each spectator's updates are the stored events from its join on, once and in order; a join answered before the
      // career's first event reached its process gets that event as an update, another in its snapshot.
      const seen = spectators.map((s) => s.updates.map((u) => `${u.revision} ${u.type}`));
      const stored = events.map((e) => `${e.revision} ${e.type}`);
      expect(seen).toEqual(seen.map((mine) => stored.slice(stored.length - mine.length)));
      // Every event appended since the join, whether the career lived through the 20 commands or ended before.
      for (const mine of seen) expect(mine.length).toBeGreaterThanOrEqual(events.length - atJoin);
      expect(events.length - atJoin).toBeGreaterThan(0);
    } finally {
      spectators.forEach((s) => s.close());
    }
  }, 60_000);

  it('13.3 survival: the same leaderboard messages on every process, the same standings and a clean audit from each', async () => {
    const { tournamentId, organiserToken, seats } = await tournaments.create(SURVIVAL, ENTRANTS);
    await tournaments.watch(tournamentId, ENTRANTS);

    await tournaments.next().act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    await Promise.all(
      seats.map((s) => playEntrant(tournaments.nextUrl(), s.careerId, s.seatToken, SURVIVAL_COMMANDS)),
    );
    await tournaments.next().act(tournamentId, 'FinishTournament', {}, organiserToken).expect(200);

    const recomputed = await recomputeStandings(store, tournamentId);
    const served = await tournaments.served(tournamentId, (s) => s.standings.phase === 'finished', 10_000);
    expect(served.map((s) => s.standings)).toEqual([recomputed, recomputed, recomputed]);
    expectCleanAudits(await tournaments.audits(tournamentId, AUDIT_MS));
    expect(await leaderboardDifferences(tournaments.spectators, served[0])).toEqual([]);
  }, 120_000);

  it('13.5 wolfpack: boats on every process, the coordinators finish it; the same standings, messages and audit on each', async () => {
    const { tournamentId, organiserToken, seats } = await tournaments.create(WOLFPACK, ENTRANTS);
    await tournaments.watch(tournamentId, ENTRANTS);

    await tournaments.next().act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    const deadline = Date.now() + 100_000;
    await Promise.all(
      seats.map((s, i) =>
        sailBoat(
          tournaments.nextUrl(),
          { tournamentId, ...s, policy: i % 2 === 0 ? aggressive : cautious },
          deadline,
        ),
      ),
    );
    // 13.5.6: once every boat is done, a coordinator (any process's) finishes the tournament.
    const served = await tournaments.served(tournamentId, (s) => s.standings.phase === 'finished', 20_000);
    const recomputed = await recomputeStandings(store, tournamentId);
    expect(served.map((s) => s.standings)).toEqual([recomputed, recomputed, recomputed]);
    expectCleanAudits(await tournaments.audits(tournamentId, AUDIT_MS));
    expect(await leaderboardDifferences(tournaments.spectators, served[0])).toEqual([]);
  }, 180_000);
});
