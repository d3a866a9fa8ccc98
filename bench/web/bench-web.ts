/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { careerAt, move, wholeCareer, type Seat } from './http-player';
import { transferRows, transferSizes } from './transfer-sizes';
import { compareClicks } from './click-headline';

// npm run bench:web: the web client's first-load JavaScript, time to an interactive career screen,
// rendering a 2,000-event career and one live update, in Debian's chromium against the built server.

const ROOT = join(__dirname, '../..');
const DIST = join(ROOT, 'dist/web');
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = flag('runs', 5);
const CLICKS = flag('clicks', 80);
/** `--baseline <dir>`: another build of the client (e.g. main's) served by a second server, compared in the run. */
const BASELINE = args.includes('--baseline') ? args[args.indexOf('--baseline') + 1] : null;
const UPDATES = flag('updates', 200);
const log = (message: string) => process.stderr.write(`[bench:web] ${message}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1];

/** The JavaScript index.html loads before anything else runs: its module script and module preloads. */
function firstLoadJs(): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, f))).length, 0);
  return { files, gzipBytes };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startServer(dist = DIST): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'dist/apps/server/apps/server/src/main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      EVENT_STORE: 'memory',
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      THROTTLE_LIMIT: '1000000',
      THROTTLE_COMMAND_LIMIT: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/** The browser holds the seat of `seat` (localStorage, as the lobby leaves it). */
const holdSeat = (context: BrowserContext, seat: Seat) =>
  context.addInitScript(
    (s) => {
      const held = {
        [s.careerId]: { ...s, kommandant: 'Bench', uboatType: 'VIIC', startedAt: '2026-01-01T00:00:00Z' },
      };
      localStorage.setItem('periscope.seats.v1', JSON.stringify(held));
    },
    { careerId: seat.careerId, seatToken: seat.seatToken },
  );

/** A page holding the seat of `seat`, or none. */
async function seatedPage(browser: Browser, seat: Seat | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (seat) await holdSeat(context, seat);
  return context.newPage();
}

/** ms from navigation start until `selector` is on screen (page clock). */
async function timeTo(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url);
  await page.waitForSelector(selector, { timeout: 30_000 });
  return page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))));
}

/** ms from a click on a tab until the next frame after its panel rendered. */
const tabRender = (page: Page, tab: string) =>
  page.evaluate(async (name) => {
    const button = [...document.querySelectorAll('[role=tab]')].find(
      (b) => b.textContent === name,
    ) as HTMLElement;
    const start = performance.now();
    button.click();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return performance.now() - start;
  }, tab);

async function interactive(browser: Browser, url: string) {
  const seat = await careerAt(url, 5);
  const career: number[] = [];
  const lobby: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const a = await seatedPage(browser, seat);
    career.push(
      await timeTo(
        a,
        `${url}/careers/${seat.careerId}`,
        'section[aria-label="Your decision"] button:enabled',
      ),
    );
    await a.context().close();
    const b = await seatedPage(browser, null);
    lobby.push(await timeTo(b, `${url}/`, 'form button[type=submit]:enabled'));
    await b.context().close();
  }
  return { career: median(career), lobby: median(lobby), runs: { career, lobby } };
}

/** The events of whole bot careers, one after another, renumbered into one stream of at least `n` events. */
async function longStream(url: string, n: number) {
  const all: Record<string, unknown>[] = [];
  let careers = 0;
  let longest = 0;
  while (all.length < n) {
    const events = (await wholeCareer(url, `Kptlt. Long ${careers++}`)) as Record<string, unknown>[];
    longest = Math.max(longest, events.length);
    for (const e of events) all.push({ ...e, revision: all.length, position: all.length + 1 });
  }
  return { events: all.slice(0, n), careers, longest };
}

async function bigCareer(browser: Browser, url: string, n: number) {
  const stream = await longStream(url, n);
  const real = await careerAt(url, 1);
  const results = { screen: [] as number[], log: [] as number[], summary: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    const page = await seatedPage(browser, null);
    await page.route(`**/api/careers/${real.careerId}/events?*`, (route) => {
      const q = new URL(route.request().url()).searchParams;
      const from = Number(q.get('from') ?? 0);
      const events = stream.events.slice(from, from + Number(q.get('limit') ?? 1000));
      void route.fulfill({ json: { careerId: real.careerId, events } });
    });
    results.screen.push(
      await timeTo(page, `${url}/careers/${real.careerId}`, '.career__dice [data-revision]'),
    );
    results.log.push(await tabRender(page, 'Patrol Log Sheet'));
    results.summary.push(await tabRender(page, 'Career'));
    await page.context().close();
  }
  return {
    careers: stream.careers,
    longest: stream.longest,
    ...Object.fromEntries(Object.entries(results).map(([k, v]) => [k, median(v)])),
  };
}

/** A spectator's screen: ms from an update's receipt to the frame that shows it (dice row; board revision). */
async function liveUpdates(browser: Browser, url: string) {
  const dice: number[] = [];
  const board: number[] = [];
  while (dice.length < UPDATES) {
    const seat = await careerAt(url, 1);
    const page = await seatedPage(browser, null);
    await page.goto(`${url}/careers/${seat.careerId}`);
    await page.getByText('Live', { exact: true }).waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { received: number; times: { dice: number[]; board: number[] } };
      w.times = { dice: [], board: [] };
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.received = e.startTime))).observe(
        { entryTypes: ['mark'] },
      );
      const after = (into: number[]) =>
        requestAnimationFrame(() => into.push(performance.now() - w.received));
      new MutationObserver(() => after(w.times.dice)).observe(
        document.querySelector('.career__dice') as Node,
        { childList: true, subtree: true },
      );
      new MutationObserver(() => after(w.times.board)).observe(document.querySelector('.career') as Node, {
        attributeFilter: ['data-revision'],
      });
    });
    for (let i = 0; i < 40 && (await move(url, seat)); i++) await page.waitForTimeout(30);
    await page.waitForTimeout(300);
    const times = await page.evaluate(
      () => (window as unknown as { times: { dice: number[]; board: number[] } }).times,
    );
    dice.push(...times.dice);
    board.push(...times.board);
    await page.context().close();
  }
  return {
    updates: dice.length,
    dice: { p50: pct(dice, 50), p99: pct(dice, 99) },
    board: { p50: pct(board, 50), p99: pct(board, 99) },
  };
}

async function main() {
  const js = firstLoadJs();
  log(`first-load JavaScript: ${js.files.join(', ')} = ${(js.gzipBytes / 1024).toFixed(1)} KB gzip`);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const loadBefore = loadavg()[0];
  try {
    log(`transfer sizes of the first loads, compressed and as today, ${RUNS} runs alternating…`);
    const seat = await careerAt(server.url, 5);
    const transfer = await transferSizes(
      browser,
      server.url,
      {
        lobby: { path: '/' },
        career: {
          path: `/careers/${seat.careerId}`,
          init: async (page) => void (await holdSeat(page.context(), seat)),
        },
        audit: { path: `/audit?career=${seat.careerId}` },
      },
      RUNS,
    );
    // --click-only: click → headline, and the lobby's transfer size, on this build and the baseline's.
    if (args.includes('--click-only')) return await clickOnly(browser, server.url, loadBefore);
    // --transfer-only: the sizes alone (a minute, not the whole bench).
    if (args.includes('--transfer-only')) {
      console.log('| measure | periscope | compared with | ratio |\n|---|---:|---|---:|');
      for (const row of transferRows(transfer)) console.log(`| ${row.join(' | ')} |`);
      return console.log(
        `\n> load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`,
      );
    }
    log(`time to an interactive career screen, ${RUNS} runs alternating with the lobby…`);
    const tti = await interactive(browser, server.url);
    log(`rendering a 2,000-event career, ${RUNS} runs…`);
    const big = await bigCareer(browser, server.url, 2000);
    log(`${UPDATES} live updates on a spectator's screen…`);
    const live = await liveUpdates(browser, server.url);
    const load = { before: loadBefore, after: loadavg()[0], cores: cpus().length };
    const result = {
      date: new Date().toISOString().slice(0, 10),
      firstLoadJsGzipKb: js.gzipBytes / 1024,
      transfer,
      tti,
      big,
      live,
      load,
    };
    if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
    else printTable(result);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}

/** Click → headline (p50 / p99) and the lobby's first load on the wire, this build against `--baseline`'s. */
async function clickOnly(browser: Browser, url: string, loadBefore: number) {
  const baseline = BASELINE ? await startServer(BASELINE) : null;
  try {
    const builds = [
      { name: 'this build', url },
      ...(baseline ? [{ name: 'baseline', url: baseline.url }] : []),
    ];
    log(`click → headline, ${CLICKS} clicks on each build, alternating…`);
    const clicks = await compareClicks(browser, builds, holdSeat, CLICKS);
    const lobby = { lobby: { path: '/' } };
    const sizes = await Promise.all(builds.map((b) => transferSizes(browser, b.url, lobby, RUNS)));
    console.log(
      '| build | click → headline p50 | p99 | clicks | lobby on the wire (compressed) |\n|---|---:|---:|---:|---:|',
    );
    clicks.forEach((c, i) =>
      console.log(
        `| ${c.build} | ${c.p50.toFixed(1)} ms | ${c.p99.toFixed(1)} ms | ${c.clicks} | ${sizes[i][0].compressedKb.toFixed(1)} KB |`,
      ),
    );
    console.log(
      `\n> ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`,
    );
  } finally {
    baseline?.child.kill('SIGTERM');
  }
}

function printTable(r: {
  date: string;
  load: { before: number; after: number; cores: number };
  firstLoadJsGzipKb: number;
  transfer: Awaited<ReturnType<typeof transferSizes>>;
  tti: { career: number; lobby: number };
  big: Record<string, number>;
  live: { updates: number; dice: { p50: number; p99: number }; board: { p50: number; p99: number } };
}) {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const rows: [string, string, string, string][] = [
    [
      'first-load JavaScript (gzip)',
      `${r.firstLoadJsGzipKb.toFixed(1)} KB`,
      '≤ 100 KB',
      `${(r.firstLoadJsGzipKb / 100).toFixed(2)}×`,
    ],
    ...transferRows(r.transfer),
    [
      'navigation → interactive career screen (median)',
      ms(r.tti.career),
      `lobby ${ms(r.tti.lobby)}`,
      `${(r.tti.career / r.tti.lobby).toFixed(2)}× lobby`,
    ],
    ['2,000-event career: navigation → screen with its dice (median)', ms(r.big.screen), '—', '—'],
    ['2,000-event career: Patrol Log Sheet tab (median)', ms(r.big.log), '—', '—'],
    ['2,000-event career: Career tab with the chart (median)', ms(r.big.summary), '—', '—'],
    [
      `live update → dice row painted (p50 / p99, ${r.live.updates} updates)`,
      `${ms(r.live.dice.p50)} / ${ms(r.live.dice.p99)}`,
      '—',
      '—',
    ],
    [
      'live update → board at its revision (p50 / p99; a state read)',
      `${ms(r.live.board.p50)} / ${ms(r.live.board.p99)}`,
      '—',
      '—',
    ],
  ];
  console.log('| measure | periscope | compared with | ratio |\n|---|---:|---|---:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const { before, after, cores } = r.load;
  console.log(
    `\n> ${r.date}, ${cores} cores; load average ${before.toFixed(1)} before and ${after.toFixed(1)} after.`,
  );
  console.log(
    `> the 2,000 events: ${r.big.careers} whole bot careers one after another (the longest had ${r.big.longest} events).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
