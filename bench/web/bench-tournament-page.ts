import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { runOnce, type RunResult } from './tournament-page-run';

// npm run bench:tournament-page ("Measured"): the public tournament page in one real Chromium while 120
// bot entrants play a wolfpack tournament (13.5) and 1,000 lean sockets spectate, run as `npm run
// bench:tournament` runs them. Latency as bench:tournament defines it: from the append of the newest event a leaderboard
// change reflects (its updatedAt) to the next frame after the page painted the change; the lean spectators'
// receipt in the same run is the reference. One page sees one leaderboard a second, so --runs pools its samples.
// [--spectators 1000] [--seconds 60] [--runs 3] [--entrants 120] [--interval-ms 500] [--store sqlite|memory] [--json]

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const OPTIONS = {
  spectators: Number(flag('spectators', '1000')),
  seconds: Number(flag('seconds', '60')),
  entrants: Number(flag('entrants', '120')),
  intervalMs: Number(flag('interval-ms', '500')),
  store: flag('store', 'sqlite') as 'sqlite' | 'memory',
  log: (message: string) => process.stderr.write(`[bench:tournament-page] ${message}\n`),
};
const RUNS = Number(flag('runs', '3'));

const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1] : NaN;
const median = (xs: number[]) => pct(xs, 50);
const ms = (xs: number[]) => `${pct(xs, 50).toFixed(0)} / ${pct(xs, 99).toFixed(0)} ms`;
const lean = (l: { p50: number; p99: number }) => `${l.p50.toFixed(0)} / ${l.p99.toFixed(0)} ms`;

/** The page's p99 over the lean spectators' in the same run: latency, and beyond the hold. */
const ratio = (r: RunResult) => ({
  total: pct(r.page.total, 99) / r.lean.total.p99,
  beyondHold: pct(r.page.beyondHold, 99) / r.lean.beyondHold.p99,
});

function row(label: string, r: RunResult): string {
  return [
    label,
    (r.events / r.seconds).toFixed(0),
    `${r.page.total.length} of ${r.page.received}`,
    ms(r.page.total),
    lean(r.lean.total),
    ms(r.page.beyondHold),
    lean(r.lean.beyondHold),
    ms(r.page.receipt),
    ms(r.page.receiptToPaint),
    `${ratio(r).total.toFixed(2)}× / ${ratio(r).beyondHold.toFixed(2)}×`,
    `${r.server.cpuPercent.toFixed(0)} %`,
  ].join(' | ');
}

function table(runs: RunResult[], load: { before: number; after: number }): string {
  const all = (pick: (r: RunResult) => number[]) => runs.flatMap(pick);
  const changes = all((r) => r.page.total);
  const pageP99 = pct(changes, 99);
  const holds = all((r) => r.page.beyondHold);
  const pageHold = pct(holds, 99);
  const total = median(runs.map((r) => ratio(r).total));
  const beyondHold = median(runs.map((r) => ratio(r).beyondHold));
  return [
    '| run | events/s | changes painted | page: append → paint | lean: append → receipt | page beyond the hold | lean beyond the hold | page: append → receipt | page: receipt → paint | p99 page / lean (beyond the hold) | server CPU |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map((r, i) => `| ${row(String(i + 1), r)} |`),
    '',
    `> ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${load.before.toFixed(1)} before and` +
      ` ${load.after.toFixed(1)} after; ${OPTIONS.entrants} entrants (wolfpack, ${OPTIONS.store}), ${OPTIONS.spectators}` +
      ` lean spectators + 1 Chromium tab; p50 / p99. The page's p99 over the ${changes.length}` +
      ` changes of the ${runs.length} runs: ${pageP99.toFixed(0)} ms, beyond the hold ${pageHold.toFixed(0)} ms; the` +
      ` median of the runs' p99 page / lean: ${total.toFixed(2)}×, beyond the hold ${beyondHold.toFixed(2)}×.` +
      ` Clock skew page − bench: ${runs.map((r) => r.skewMs.toFixed(1)).join(', ')} ms.`,
  ].join('\n');
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const before = loadavg()[0];
  const runs: RunResult[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      OPTIONS.log(`run ${i + 1} of ${RUNS}`);
      runs.push(await runOnce(browser, OPTIONS));
    }
  } finally {
    await browser.close();
  }
  const load = { before, after: loadavg()[0] };
  console.log(
    args.includes('--json') ? JSON.stringify({ options: OPTIONS, load, runs }, null, 2) : table(runs, load),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
