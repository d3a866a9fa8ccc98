/// <reference lib="dom" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { botCareersExport, toNdjson } from '@periscope/audit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  cleanExport,
  deletedLine,
  rolledLine,
  sunkLine,
  tamperedRoll,
  tamperedTonnage,
  withLineDeleted,
} from '../../apps/web/src/audit/audit.fixtures';
import { launchChromium, ROOT, screenshot, seriousAxeViolations, startWebServer } from '../support/browser';
import { botSeat, DuelBotClient, GamesClient, playOverHttp, seatBots } from '../support/duel-driver';
import type { ServerChild } from '../support/server-child';

// A disputed result audited in Debian's chromium, in a Web Worker, by the code of `periscope audit`.
jest.setTimeout(1_200_000);
// The server draws its dice and the machine is shared: a failed run is retried once, its errors logged first.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

let server: ServerChild;
let browser: Browser;
const contexts: BrowserContext[] = [];
const FILES = join(ROOT, 'test-output/audit');

beforeAll(async () => {
  mkdirSync(FILES, { recursive: true });
  // WEB_DIST: a client built elsewhere (the server's own variable), else the repository's dist/web.
  const dist: Record<string, string> = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};
  [server, browser] = await Promise.all([startWebServer(dist), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function auditPage(width = 1440, query = ''): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/audit${query}`);
  await page.getByRole('heading', { name: 'Audit a result' }).waitFor();
  return page;
}

/** Picks the export as a person would, from a file on disk. */
async function open(page: Page, name: string, text: string) {
  const path = join(FILES, name);
  writeFileSync(path, text);
  await page.getByLabel('Export file').setInputFiles(path);
}

const verdict = (page: Page, timeout = 60_000) =>
  page
    .getByRole('heading', { name: /(Verified: the result stands|Not verified|Not yet checkable)/ })
    .textContent({ timeout });

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the audit in the browser', () => {
  it('verifies a clean export: the verdict, the four checks, the timeline by patrol and the replay, at 1440 and 360 px', async () => {
    for (const width of [1440, 360]) {
      const page = await auditPage(width);
      await screenshot(page, `audit-empty-${width}`);
      await open(page, 'clean.ndjson', cleanExport);
      expect(await verdict(page)).toContain('Verified: the result stands');
      const checks = page.getByRole('table', { name: 'The four checks' });
      expect(await checks.getByText('Passed', { exact: true }).count()).toBe(4);
      const timeline = page.getByRole('region', { name: /^Timeline: / });
      expect(await timeline.getByRole('heading', { name: /^Patrol 1: / }).count()).toBe(1);
      expect(await timeline.getByRole('columnheader', { name: 'Tonnage' }).count()).toBeGreaterThan(0);
      // The replay steps by the keyboard alone.
      await page.getByRole('button', { name: 'Next event' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('slider', { name: 'Event' }).focus();
      await page.keyboard.press('End');
      expect(await page.getByText(/^Event \d+ of \d+/).textContent()).toMatch(/^Event (\d+) of \1 /);
      await screenshot(page, `audit-clean-${width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
    }
  });

  it.each([
    ['one roll', 'roll', tamperedRoll, rolledLine],
    ['one tonnage', 'tonnage', tamperedTonnage, sunkLine],
    ['a deleted line', 'deleted', withLineDeleted, deletedLine],
  ])(
    'shows the first divergence of a tampered export (%s) at its line',
    async (_what, name, tampered, line) => {
      const page = await auditPage();
      await open(page, `tampered-${name}.ndjson`, tampered());
      expect(await verdict(page)).toContain('Not verified: the export diverges');
      await page.getByRole('region', { name: `First divergence: line ${line}` }).waitFor();
      expect(await page.getByText(/^Event \d+ of \d+/).textContent()).toContain(`line ${line}`);
      await screenshot(page, `audit-tampered-${name}-1440`);
      if (name === 'roll') {
        const narrow = await auditPage(360);
        await open(narrow, `tampered-${name}.ndjson`, tampered());
        await narrow.getByRole('region', { name: `First divergence: line ${line}` }).waitFor();
        await screenshot(narrow, `audit-tampered-${name}-360`);
        expect(await seriousAxeViolations(narrow)).toEqual([]);
        expect(await fitsWidth(narrow)).toBe(true);
      }
    },
  );

  it('verifies a file dropped on the page', async () => {
    const page = await auditPage();
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'dropped.ndjson', { type: 'application/x-ndjson' }));
      return transfer;
    }, cleanExport);
    await page.getByTestId('audit-drop').dispatchEvent('drop', { dataTransfer: dropped });
    expect(await verdict(page)).toContain('Verified: the result stands');
    await page.getByText('Checked dropped.ndjson.').waitFor();
  });

  it('fetches a career from the server by its address (?career=) and verifies it, its seeds still sealed', async () => {
    const created = await fetch(`${server.url}/api/careers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Auditor' }),
    });
    const { careerId } = (await created.json()) as { careerId: string };
    const page = await auditPage(1440, `?career=${careerId}`);
    // A running career: everything but its dice holds, and the dice wait for the seeds (never "the result stands").
    expect(await verdict(page)).toContain(
      'Not yet checkable: the dice seeds are still sealed (what can be checked holds)',
    );
    expect(await page.getByRole('region', { name: /^Timeline: Kptlt. Auditor/ }).count()).toBe(1);
    await screenshot(page, 'audit-fetched-1440');
  });

  it('fetches a finished two-player game (?game=): both boats’ timelines, and the replay steps through to the result (13.1.3)', async () => {
    const games = new GamesClient(server.url);
    let gameId = '';
    // The server draws its own seed: bots play one-patrol games (13.1.1's agreed end) until one is over.
    for (let n = 0; n < 5 && !gameId; n++) {
      const bots = [botSeat('a', n), botSeat('b', n)] as const;
      const [a, b] = await seatBots(games, bots, { endDate: '1943-07' });
      await playOverHttp([new DuelBotClient(games, a, bots[0]), new DuelBotClient(games, b, bots[1])]);
      const { body } = await games.get(`/api/games/${a.gameId}`).expect(200);
      if (body.phase === 'over') gameId = a.gameId;
    }
    expect(gameId).not.toBe('');
    for (const width of [1440, 360]) {
      const page = await auditPage(width, `?game=${gameId}`);
      expect(await verdict(page)).toContain('Verified: the result stands');
      for (const seat of ['a', 'b'])
        await page.getByRole('region', { name: new RegExp(`^Timeline: Bot ${seat}, `) }).waitFor();
      const result = (await page.getByRole('heading', { name: /^The result: / }).textContent()) ?? '';
      expect(result).toMatch(/^The result: (Bot [ab] wins|A draw)/);
      const now = page.getByText(/^Event \d+ of \d+/);
      expect(await now.textContent()).toMatch(/^Event 1 of \d+ · line 2 · Game created/);
      await page.getByRole('button', { name: 'Next event' }).click();
      await page.keyboard.press('ArrowRight');
      expect(await now.textContent()).toMatch(/^Event 3 of /);
      await page.keyboard.press('End');
      expect(await now.textContent()).toMatch(/^Event (\d+) of \1 · line \d+ · Game ended: /);
      expect(await page.getByRole('article', { name: /U-boat board/ }).count()).toBe(2);
      await screenshot(page, `audit-game-${width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
    }
  });

  it('verifies the 1,000-career bench export in Chromium and reports its events/s', async () => {
    // The comparison with `periscope audit` on one thread: bench/web/bench-audit-browser.ts.
    const careers = Number(process.env.AUDIT_BROWSER_CAREERS ?? 1000);
    const { careers: recorded, lines } = botCareersExport(careers);
    const events = recorded.reduce((n, c) => n + c.events.length, 0);
    const page = await auditPage();
    await open(page, `bots-${careers}.ndjson`, toNdjson(lines));
    expect(await verdict(page, 900_000)).toContain('Verified: the result stands');
    const speed = (await page.getByTestId('audit-speed').textContent()) ?? '';
    const perSecond = Number(/\(([\d,]+) events\/s\)/.exec(speed)?.[1].replace(/,/g, ''));
    expect(perSecond).toBeGreaterThan(0);
    expect(await page.getByText(`${events.toLocaleString('en-US')} verified in`).count()).toBe(1);
    await screenshot(page, 'audit-bench-1440');
    process.stderr.write(
      `[audit e2e] ${careers} careers, ${events} events: ${perSecond} events/s in Chromium\n`,
    );
  });
});
