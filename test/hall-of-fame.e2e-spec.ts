import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { ensureWebBuilt, launchChromium, screenshot, seriousAxeViolations } from './support/browser';
import { drawnSeed, simulate } from './support/career-driver';
import { CareersClient } from './support/careers-client';
import { LiveClient } from './support/live-client';
import { e2eApp, QueuedSeeds } from './support/e2e-app';

// The hall of fame admits a finished career only after the server's full audit of its export (docs/accounts.md
// "Hall of fame"): an honest one appears on its board within a second of its end, a tampered one is refused with
// the audit's findings.

/** A player seed whose career, played by the test bot on this server seed, ends (5.1). */
const SERVER_SEED = 'fame-e2e-server-seed';
const ENDING_SEED = Array.from({ length: 500 }, (_, i) => drawnSeed(`fame-${i}`)).find(
  (seed) => simulate(SERVER_SEED, seed).step.kind === 'ended',
) as string;

describe('the hall of fame', () => {
  let app: INestApplication;
  let store: EventStore;
  let client: CareersClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(undefined, [ServerSeeds, seeds]);
    await app.listen(0, '127.0.0.1');
    store = app.get(EVENT_STORE);
    client = new CareersClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  /** Plays a career to its end; `meddle` runs between its start and its first command. */
  async function finishedCareer(meddle: (careerId: string) => void = () => undefined) {
    seeds.queue.push(SERVER_SEED);
    const seat = await client.started({ playerSeed: ENDING_SEED });
    meddle(seat.careerId);
    await client.play(seat, seat.pending);
    const view = await client.get(`/api/careers/${seat.careerId}`).expect(200);
    expect(view.body.state.step.kind).toBe('ended');
    return seat;
  }

  /** The career's verdict, asked every 50 ms for at most `ms` after the career ended. */
  async function verdictWithin(careerId: string, ms: number) {
    const deadline = Date.now() + ms;
    for (;;) {
      const res = await client.get(`/api/hall-of-fame/careers/${careerId}`);
      if (res.status === 200 || Date.now() > deadline) return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Someone with access to the store renames the Kommandant in the career's stored first event. */
  function renameKommandant(careerId: string) {
    const rows = (store as unknown as { streams: Map<string, { data: string }[]> }).streams.get(
      `career-${careerId}`,
    ) as { data: string }[];
    rows[0].data = JSON.stringify({ ...JSON.parse(rows[0].data), kommandant: 'Kptlt. Forged' });
  }

  const admit = (careerId: string) =>
    request(app.getHttpServer() as App).post(`/api/hall-of-fame/careers/${careerId}`);

  it('a running career waits; a finished one is admitted at its end; a tampered one is refused with the findings', async () => {
    expect(ENDING_SEED).toBeDefined();
    const running = await client.started();
    expect((await admit(running.careerId)).body.code).toBe('hall-of-fame/career-running');
    await client.get(`/api/hall-of-fame/careers/${running.careerId}`).expect(404);

    // Nobody asks: each career is judged at its end. The first waits for the audit's thread to start (2 s at
    // most); the server starts it at boot, a test's first career ends sooner.
    const tampered = await finishedCareer(renameKommandant);
    const refusal = await verdictWithin(tampered.careerId, 2000);
    expect(refusal.body).toMatchObject({ id: tampered.careerId, admitted: false });
    expect(refusal.body.findings.length).toBeGreaterThan(0);
    const refused = await admit(tampered.careerId).expect(422);
    expect(refused.body.code).toBe('hall-of-fame/audit-failed');
    expect(refused.body.findings).toEqual(refusal.body.findings);
    const before = (await client.get('/api/hall-of-fame').expect(200)).body;
    expect(before).toMatchObject({ period: 'all', page: 1, size: 20, boards: [] });

    // A page of the boards follows the verdicts live, after the position its read answered.
    const live = new LiveClient(await app.getUrl());
    await live.connected();
    expect(await live.join('halloffame', 'careers', before.position)).toMatchObject({ ok: true });

    // An honest career is on its board within a second of its end.
    const honest = await finishedCareer();
    const verdict = await verdictWithin(honest.careerId, 1000);
    expect(verdict.status).toBe(200);
    expect(verdict.body).toMatchObject({ id: honest.careerId, admitted: true });
    const entry = verdict.body.entry;
    expect(entry).toMatchObject({ careerId: honest.careerId, uboatType: 'VIIC', startDate: '1943-07' });
    expect((await admit(honest.careerId).expect(201)).body).toEqual(entry); // asking again: the same verdict
    const { boards, position } = (await client.get('/api/hall-of-fame').expect(200)).body;
    expect(boards).toEqual([
      { uboatType: 'VIIC', startDate: '1943-07', total: 1, entries: [{ rank: 1, ...entry }] },
    ]);
    await live.until(position);
    expect(live.updates.map((u) => [u.type, (u.data as { careerId: string }).careerId])).toEqual([
      ['CareerAdmitted', honest.careerId],
    ]);
    live.close();

    // Monthly and all-time, paged.
    const month = (entry.admittedAt as string).slice(0, 7);
    const board = async (query: string) =>
      (await client.get(`/api/hall-of-fame?${query}`).expect(200)).body.boards;
    expect(await board(`period=${month}`)).toEqual(boards);
    expect(await board('period=1999-01')).toEqual([]);
    expect(await board('page=2&size=1')).toEqual([{ ...boards[0], entries: [] }]);
    for (const bad of ['period=soon', 'page=0', 'size=101'])
      expect((await client.get(`/api/hall-of-fame?${bad}`).expect(400)).body.code).toBeDefined();

    // The page in chromium: the honest career's row, and the browser's own audit a click away.
    ensureWebBuilt();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${await app.getUrl()}/hall-of-fame`);
      const row = page.getByRole('row', { name: new RegExp(entry.kommandant) });
      await row.getByRole('link', { name: 'Verify yourself' }).waitFor();
      await screenshot(page, 'hall-of-fame');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await row.getByRole('link', { name: 'Verify yourself' }).click();
      await page.waitForURL(/\/audit\?career=/);

      // One row a page; another career ends while the page is open: it hears of it, and a second page appears.
      await page.goto(`${await app.getUrl()}/hall-of-fame?size=1`);
      await row.waitFor();
      expect(await page.getByRole('button', { name: 'Next page' }).count()).toBe(0);
      const another = await finishedCareer();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByRole('button', { name: 'Previous page' }).waitFor();
      expect(new URL(page.url()).search).toBe('?page=2&size=1');
      const second = page.getByRole('row', { name: /Kptlt\. Test/ });
      await second.getByRole('cell', { name: '2', exact: true }).waitFor();
      expect(await second.getByRole('link', { name: 'Kptlt. Test' }).getAttribute('href')).toMatch(
        new RegExp(`/careers/(${honest.careerId}|${another.careerId})$`),
      );
      await page.getByRole('button', { name: 'All-time' }).waitFor();
    } finally {
      await browser.close();
    }
  }, 120_000);
});
