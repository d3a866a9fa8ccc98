import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Cluster } from '../../test/support/cluster';
import {
  killLeaseHolder,
  restartRedis,
  stopDatabase,
  terminateBackends,
  type Fault,
} from '../../test/support/cluster-faults';
import { CommandLoad } from '../../test/support/cluster-load';
import { failureSummary, sufferAndRecover, type Recovery } from '../../test/support/cluster-recovery';
import { watchWriters } from '../../test/support/cluster-writers';
import { failoverTable, type FaultRows } from './failover-table';

// npm run bench:failover: three server processes on one schema of a private PostgreSQL cluster and a
// private Redis under the bots' command load; each fault `--runs` times; from the fault's end, how long until
// commands are acknowledged again, every read model on every process has caught up and each lease is held by one
// live process, and which commands failed meanwhile. The median goes into docs/failover.md.

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'outage-ms': { type: 'string', default: '20000' },
    'limit-ms': { type: 'string', default: '60000' },
    json: { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const OUTAGE_MS = Number(values['outage-ms']);
const LIMIT_MS = Number(values['limit-ms']);
const DOC = join(__dirname, '../../docs/failover.md');

const log = (line: string) => process.stderr.write(`${line}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `count` more commands acknowledged (at most LIMIT_MS: a cluster that stays down is reported). */
async function settle(load: CommandLoad, count: number): Promise<void> {
  const target = load.acks.length + count;
  const end = Date.now() + LIMIT_MS;
  while (load.acks.length < target && Date.now() < end) await pause(100);
}

/** One cluster for every run: the faults in turn, the killed process started again before the next fault. */
async function bench(): Promise<FaultRows> {
  const faults: Fault[] = [
    killLeaseHolder,
    terminateBackends,
    stopDatabase(OUTAGE_MS),
    restartRedis(OUTAGE_MS),
  ];
  const rows: FaultRows = new Map(faults.map((f) => [f.name, [] as Recovery[]]));
  const cluster = await Cluster.start(3);
  const load = new CommandLoad(cluster);
  try {
    await watchWriters(cluster);
    load.start();
    await settle(load, 20);
    for (let run = 1; run <= RUNS; run++)
      for (const fault of faults) {
        const recovery = await sufferAndRecover(cluster, load, fault, LIMIT_MS);
        (rows.get(fault.name) as Recovery[]).push(recovery);
        log(
          `run ${run} ${fault.name} (${recovery.detail}): commands ${recovery.commandsBackMs} ms, read models ` +
            `${recovery.caughtUpMs} ms, one writer ${recovery.oneWriterMs} ms; failed ${failureSummary(recovery.failed)}` +
            (recovery.exited.length > 0 ? `; EXITED ${recovery.exited.join(', ')}` : '') +
            (recovery.behind ? `; still behind: ${recovery.behind.slice(0, 3).join('; ')}` : ''),
        );
        if (recovery.killed) await cluster.restore(recovery.killed);
        await settle(load, 10);
      }
  } finally {
    await load.stop();
    await cluster.stop();
  }
  return rows;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'unknown';
  }
}

function machine(): string {
  const cpu = cpus();
  const gb = (totalmem() / 2 ** 30).toFixed(1);
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${gb} GB, Node ${process.version}`;
}

/** Replaces what lies between the bench's markers in docs/failover.md. */
function writeDoc(section: string): void {
  const [begin, end] = ['<!-- bench:failover -->', '<!-- /bench:failover -->'];
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${DOC} has lost its markers ${begin} … ${end}`);
  writeFileSync(DOC, `${doc.slice(0, from + begin.length)}\n${section}\n${doc.slice(to)}`);
}

async function main(): Promise<void> {
  const unavailable = Cluster.unavailable();
  if (unavailable) throw new Error(`bench:failover cannot run: ${unavailable}`);
  const loadBefore = loadavg()[0];
  const began = Date.now();
  const rows = await bench();
  const commit = gitCommit();
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const loads = `${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`;
  const minutes = ((Date.now() - began) / 60_000).toFixed(1);
  const table = failoverTable(rows);
  if (values.json) process.stdout.write(`${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
  else process.stdout.write(`${table}\n`);
  const section =
    `Measured ${when} UTC at commit ${commit} on ${machine()}; load average ${loads}; ` +
    `outages of ${OUTAGE_MS / 1000} s, median of ${RUNS} runs each, ${minutes} minutes in all.\n\n${table}`;
  if (!values['no-docs']) writeDoc(section);
}

main().catch((error: unknown) => {
  log(String((error as Error).stack ?? error));
  process.exitCode = 1;
});
