import { SQLITE_DIR } from './support/tournament-env';
import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { ensureWebBuilt, launchChromium, seriousAxeViolations } from './support/browser';
import { drawnSeed } from './support/career-driver';
import { e2eApp, QueuedSeeds } from './support/e2e-app';
import { LiveClient } from './support/live-client';
import { playEntrant, TournamentsClient } from './support/tournament-driver';

// The tournament winners (docs/accounts.md "Hall of fame"): a finished tournament is judged at its end by the full
// audit of its export, and its winner (rank 1 of the final standings) is on the board, live.

afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

const ENTRANTS = 3;

describe('the tournament winners', () => {
  let app: INestApplication;
  let client: TournamentsClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(undefined, [ServerSeeds, seeds]);
    await app.listen(0, '127.0.0.1');
    client = new TournamentsClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  /** The tournament's verdict, asked every 50 ms for at most `ms` after its finish. */
  async function verdictWithin(tournamentId: string, ms: number) {
    const deadline = Date.now() + ms;
    for (;;) {
      const res = await client.get(`/api/hall-of-fame/tournaments/${tournamentId}`);
      if (res.status === 200 || Date.now() > deadline) return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('a finished tournament is audited and its winner on the board, all-time and of its month, paged and live', async () => {
    const cup = { name: 'Fame Cup', organiser: 'BdU', format: 'top-tonnage', uboatTypes: ['VIIC'] };
    const { tournamentId, organiserToken } = (
      await client.create({ ...cup, startDate: '1943-07' }).expect(201)
    ).body;
    seeds.queue.push(...Array.from({ length: ENTRANTS }, (_, i) => `fame-tournament-career-${i}`));
    const entrants: { careerId: string; seatToken: string }[] = [];
    for (let i = 1; i <= ENTRANTS; i++)
      entrants.push(
        (
          await client
            .register(tournamentId, { name: `Kptlt. ${i}`, playerSeed: drawnSeed(`fame-tournament-${i}`) })
            .expect(201)
        ).body,
      );
    await client.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    for (const { careerId, seatToken } of entrants)
      await playEntrant(app.getHttpServer(), careerId, seatToken);
    await client.get(`/api/hall-of-fame/tournaments/${tournamentId}`).expect(404);
    const before = (await client.get('/api/hall-of-fame/tournaments').expect(200)).body;
    expect(before).toMatchObject({ period: 'all', page: 1, total: 0, entries: [] });

    const live = new LiveClient(await app.getUrl());
    await live.connected();
    expect(await live.join('halloffame', 'tournaments', before.position)).toMatchObject({ ok: true });
    await client.act(tournamentId, 'FinishTournament', {}, organiserToken).expect(200);

    const verdict = await verdictWithin(tournamentId, 5000);
    expect(verdict.status).toBe(200);
    expect(verdict.body).toMatchObject({ id: tournamentId, admitted: true });
    const { standings } = (await client.get(`/api/tournaments/${tournamentId}/standings`).expect(200)).body;
    const first = standings.individual.find((r: { careerId: string }) => r.careerId === standings.winner);
    const { entry } = verdict.body;
    expect(entry).toMatchObject({
      tournamentId,
      tournament: 'Fame Cup',
      campaign: 'the-hunted',
      entrants: ENTRANTS,
      winner: { careerId: first.careerId, name: first.name, tonnage: first.tonnage },
    });
    const board = (await client.get('/api/hall-of-fame/tournaments').expect(200)).body;
    expect(board).toMatchObject({ total: 1, entries: [{ rank: 1, ...entry }] });
    await live.until(board.position);
    expect(live.updates.map((u) => [u.type, (u.data as { tournamentId: string }).tournamentId])).toEqual([
      ['TournamentAdmitted', tournamentId],
    ]);
    live.close();

    const month = (entry.admittedAt as string).slice(0, 7);
    expect((await client.get(`/api/hall-of-fame/tournaments?period=${month}`).expect(200)).body.total).toBe(
      1,
    );
    expect((await client.get('/api/hall-of-fame/tournaments?period=1999-01').expect(200)).body.total).toBe(0);
    const past = (await client.get('/api/hall-of-fame/tournaments?page=2&size=1').expect(200)).body;
    expect(past).toMatchObject({ total: 1, entries: [] });
    await client.get('/api/hall-of-fame/tournaments?size=0').expect(400);

    // The page: the winner's row, and the browser's own audit of the tournament a click away.
    ensureWebBuilt();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${await app.getUrl()}/hall-of-fame`);
      const winners = page.getByRole('region', { name: 'Tournament winners' });
      const row = winners.getByRole('row', { name: new RegExp(`${first.name}.*Fame Cup`) });
      await row.waitFor();
      expect(await row.getByRole('link', { name: 'Verify yourself' }).getAttribute('href')).toBe(
        `/audit?tournament=${tournamentId}`,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
