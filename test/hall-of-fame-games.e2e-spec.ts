import './support/duel-env';
import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import {
  botSeat,
  DuelBotClient,
  endingGame,
  GamesClient,
  playOverHttp,
  seatBots,
} from './support/duel-driver';
import { SQLITE_DIR } from './support/duel-env';
import { ensureWebBuilt, launchChromium, screenshot, seriousAxeViolations } from './support/browser';
import { e2eApp, QueuedSeeds } from './support/e2e-app';

// The two-player records (docs/accounts.md "Hall of fame"): a finished game is judged at its end by the full audit
// of its export, and its record (the most tonnage either seat sank) is on the board within a second.

afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

const SERVER_SEED = 'fame-games-e2e-server-seed';

describe('the two-player records', () => {
  let app: INestApplication;
  let client: GamesClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(undefined, [ServerSeeds, seeds]);
    await app.listen(0, '127.0.0.1');
    client = new GamesClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  /** The game's verdict, asked every 50 ms for at most `ms` after its end. */
  async function verdictWithin(gameId: string, ms: number) {
    const deadline = Date.now() + ms;
    for (;;) {
      const res = await client.get(`/api/hall-of-fame/games/${gameId}`);
      if (res.status === 200 || Date.now() > deadline) return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('a game is on the board within a second of its end, ranked by its record, and on the page', async () => {
    const n = endingGame(SERVER_SEED);
    const bots = [botSeat('a', n), botSeat('b', n)] as const;
    seeds.queue.push(SERVER_SEED);
    const [a, b] = await seatBots(client, bots);
    await client.get(`/api/hall-of-fame/games/${a.gameId}`).expect(404);
    await playOverHttp([new DuelBotClient(client, a, bots[0]), new DuelBotClient(client, b, bots[1])]);
    expect((await client.get(`/api/games/${a.gameId}`).expect(200)).body.phase).toBe('over');

    const verdict = await verdictWithin(a.gameId, 1000);
    expect(verdict.status).toBe(200);
    expect(verdict.body).toMatchObject({ id: a.gameId, admitted: true });
    const { entry } = verdict.body;
    const { settings } = (await client.get(`/api/games/${a.gameId}`).expect(200)).body;
    expect(entry).toMatchObject({
      gameId: a.gameId,
      kommandants: { a: 'Bot a', b: 'Bot b' },
      sailed: { campaign: 'the-hunted', uboatType: settings.uboatType, startDate: settings.startDate },
    });
    expect(entry.record).toBe(Math.max(entry.tonnage.a, entry.tonnage.b));
    const board = (await client.get('/api/hall-of-fame/games').expect(200)).body;
    expect(board).toMatchObject({ period: 'all', page: 1, total: 1, entries: [{ rank: 1, ...entry }] });
    const month = (entry.admittedAt as string).slice(0, 7);
    expect((await client.get(`/api/hall-of-fame/games?period=${month}`).expect(200)).body.total).toBe(1);
    expect((await client.get('/api/hall-of-fame/games?period=1999-01').expect(200)).body.total).toBe(0);

    // The page: the record's row, and the browser's own audit of the game a click away.
    ensureWebBuilt();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${await app.getUrl()}/hall-of-fame`);
      const records = page.getByRole('region', { name: 'Two-player records' });
      const row = records.getByRole('row', { name: /Bot a against Bot b/ });
      await row.waitFor();
      expect(await row.getByRole('link', { name: 'Verify yourself' }).getAttribute('href')).toBe(
        `/audit?game=${a.gameId}`,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'hall-of-fame-records');
    } finally {
      await browser.close();
    }
  }, 120_000);
});
