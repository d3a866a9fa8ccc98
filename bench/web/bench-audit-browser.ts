/// <reference lib="dom" />
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { extname, join } from 'node:path';
import { botCareersExport, toNdjson, verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import { chromium, type Page } from 'playwright-core';

// The audit in the browser, measured: events/s of the verification in Chromium's Web Worker (the
// page's own clock, in the worker) against `periscope audit` on one thread (verifyExport, as --threads 1) on the
// same bot-careers export, in the same run, turn about. Needs the built client (npm run build:web); no server:
// Playwright serves dist/web. node -r @swc-node/register bench/web/bench-audit-browser.ts [--careers 1000]
// [--runs 3] [--json]

const ROOT = join(__dirname, '../..');
const DIST = join(ROOT, 'dist/web');
const ORIGIN = 'http://periscope.bench';
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CAREERS = flag('careers', 1000);
const RUNS = flag('runs', 3);
const log = (message: string) => process.stderr.write(`[bench:audit-browser] ${message}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/** The built client from disk: assets as they are, every other path its index.html (as the server does). */
async function serveDist(page: Page) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = pathname.startsWith('/assets/') ? pathname : '/index.html';
    if (pathname.startsWith('/api/')) return route.fulfill({ status: 404, json: { message: 'no server' } });
    await route.fulfill({
      body: readFileSync(join(DIST, file)),
      contentType: TYPES[extname(file)] ?? 'text/plain',
    });
  });
}

/** One verification in the page: the worker's events/s as the report shows it. */
async function browserRun(page: Page, file: string): Promise<{ eventsPerSecond: number; ms: number }> {
  await page.goto(`${ORIGIN}/audit`);
  await page.getByLabel('Export file').setInputFiles(file);
  const heading = page.getByRole('heading', { name: /Verified: the result stands|Not verified/ });
  if (!(await heading.textContent({ timeout: 900_000 }))?.includes('Verified: the result stands'))
    throw new Error('the bench export does not verify in the browser');
  const speed = (await page.getByTestId('audit-speed').textContent()) ?? '';
  const [, ms, perSecond] = /verified in ([\d,]+) ms \(([\d,]+) events\/s\)/.exec(speed) ?? [];
  return { eventsPerSecond: Number(perSecond.replace(/,/g, '')), ms: Number(ms.replace(/,/g, '')) };
}

/** One verification as `periscope audit --threads 1` makes it. */
function cliRun(bytes: Buffer): { eventsPerSecond: number; ms: number; events: number } {
  const t0 = performance.now();
  const report = verifyExport(bytes, { verifiers: AUDIT_VERIFIERS });
  const ms = performance.now() - t0;
  if (!report.ok) throw new Error(`the bench export does not verify: ${report.firstDivergence?.message}`);
  return { eventsPerSecond: (report.events * 1000) / ms, ms, events: report.events };
}

async function main() {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('no built client in dist/web: npm run build:web');
  log(`recording ${CAREERS} bot careers…`);
  const text = toNdjson(botCareersExport(CAREERS).lines);
  const dir = join(ROOT, 'test-output/bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bots-${CAREERS}.ndjson`);
  writeFileSync(file, text);
  const bytes = readFileSync(file);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await serveDist(page);
  const load = loadavg()[0];
  const cli: number[] = [];
  const inBrowser: number[] = [];
  let events = 0;
  for (let run = 0; run < RUNS; run++) {
    const c = cliRun(bytes);
    events = c.events;
    cli.push(c.eventsPerSecond);
    const b = await browserRun(page, file);
    inBrowser.push(b.eventsPerSecond);
    log(
      `run ${run + 1}: CLI ${Math.round(c.eventsPerSecond)} events/s, Chromium ${b.eventsPerSecond} events/s`,
    );
  }
  await browser.close();
  const result = {
    date: new Date().toISOString().slice(0, 10),
    careers: CAREERS,
    events,
    megabytes: bytes.length / 1e6,
    runs: RUNS,
    chromium: median(inBrowser),
    cli: median(cli),
    ratio: median(inBrowser) / median(cli),
    load: { before: load, after: loadavg()[0], cores: cpus().length },
  };
  if (args.includes('--json')) return console.log(JSON.stringify(result, null, 2));
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log('| measure | periscope | compared with | ratio |\n|---|---:|---|---:|');
  console.log(
    `| browser verification, ${n(CAREERS)} bot careers (${n(events)} events, ${result.megabytes.toFixed(1)} MB), median of ${RUNS} | ${n(result.chromium)} events/s | \`periscope audit\` on one thread: ${n(result.cli)} events/s | ${result.ratio.toFixed(2)}× |`,
  );
  console.log(
    `\n> ${result.date}, ${result.load.cores} cores; load average ${load.toFixed(1)} before, ${result.load.after.toFixed(1)} after.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
