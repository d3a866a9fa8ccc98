import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { watchProcess } from '../support/bench-server';
import { EntrantBot } from '../tournament/bench-tournament-bot';
import type { SpectatorReport } from '../tournament/bench-tournament-samples';
import { post, spectatorGroup } from '../tournament/bench-tournament-driver';
import { startBuiltServer } from './built-server';
import { leaderboardProbe, pageSamples, type PageSamples, type Probe } from './leaderboard-probe';

// One run of bench:tournament-page: a fresh built server, a wolfpack tournament (13.5) of bot entrants playing
// over HTTP, bench:tournament's lean spectators on its room, and the public page in one Chromium tab.

export interface RunOptions {
  entrants: number;
  spectators: number;
  seconds: number;
  intervalMs: number;
  store: 'sqlite' | 'memory';
  log(message: string): void;
}

export interface RunResult {
  seconds: number;
  events: number;
  page: PageSamples;
  lean: SpectatorReport;
  skewMs: number;
  server: { cpuPercent: number; peakRssMb: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The page's Date.now less the lean spectators' clock (timeOrigin + now), over the shortest of 5 round trips. */
async function clockSkew(page: Page): Promise<number> {
  let best = { trip: Infinity, skew: NaN };
  for (let i = 0; i < 5; i++) {
    const before = performance.timeOrigin + performance.now();
    const there = await page.evaluate(() => Date.now());
    const after = performance.timeOrigin + performance.now();
    if (after - before < best.trip) best = { trip: after - before, skew: there - (before + after) / 2 };
  }
  return best.skew;
}

/** Each entrant one command every intervalMs, at spread-out moments, until done or out of time. */
async function play(bots: EntrantBot[], o: RunOptions): Promise<number> {
  const begin = performance.now();
  const end = begin + o.seconds * 1000;
  const one = async (bot: EntrantBot, slot: number) => {
    await sleep((slot * o.intervalMs) / bots.length);
    while (performance.now() < end) {
      const t = performance.now();
      if ((await bot.step()) === 'done') return;
      await sleep(Math.max(0, o.intervalMs - (performance.now() - t)));
    }
  };
  await Promise.all(bots.map(one));
  return (performance.now() - begin) / 1000;
}

async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.addInitScript(leaderboardProbe);
  await page.goto(url);
  await page.locator('.leaderboard__table tbody tr').first().waitFor({ timeout: 60_000 });
  return page;
}

export async function runOnce(browser: Browser, o: RunOptions): Promise<RunResult> {
  const cwd = mkdtempSync(join(tmpdir(), 'periscope-bench-tournament-page-'));
  const server = await startBuiltServer(cwd, o.store);
  const lean = spectatorGroup([o.spectators]);
  try {
    const created = await post(`${server.url}/api/tournaments`, {
      name: 'Bench',
      organiser: 'bench',
      format: 'wolfpack',
      startDate: '1943-07',
    });
    const id = created.tournamentId as string;
    const bots: EntrantBot[] = [];
    for (let n = 1; n <= o.entrants; n++)
      bots.push(await EntrantBot.register(server.url, id, `Bot ${n}`, 'socket'));
    o.log(`${o.entrants} entrants registered; opening ${o.spectators} lean spectators and the page`);
    await lean.open(server.url, id, 'lean');
    const page = await openPage(browser, `${server.url}/tournaments/${id}`);
    const skewMs = await clockSkew(page);
    const token = created.organiserToken as string;
    await post(`${server.url}/api/tournaments/${id}/actions`, { type: 'StartTournament', data: {} }, token);
    const watch = watchProcess(server.child.pid as number);
    const seconds = await play(bots, o);
    for (const bot of bots) bot.close();
    await sleep(1500); // the last coalesced leaderboard
    const stats = watch();
    const probe = await page.evaluate(() => (window as unknown as { probe: Probe }).probe);
    await page.context().close();
    return {
      seconds,
      events: bots.reduce((t, b) => t + b.events, 0),
      page: pageSamples(probe),
      lean: await lean.report(),
      skewMs,
      server: stats,
    };
  } finally {
    lean.close();
    await server.stop();
    rmSync(cwd, { recursive: true, force: true });
  }
}
