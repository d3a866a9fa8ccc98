import { cpus, loadavg, totalmem } from 'node:os';
import { progress } from '../support/fixtures';
import { runVs, type SystemSample } from './vs';
import { parseVsArgs } from './vs-options';
import { goalsOf, jsonOf, met, renderVsTable, rowsOf } from './vs-report';

const describe = (s: SystemSample) =>
  `${s.system} ${s.spectators.toLocaleString('en-US')}: p50 ${s.p50.toFixed(1)} p99 ${s.p99.toFixed(1)} ms, ` +
  `${s.cpuPerUpdateUs.toFixed(1)} µs CPU per delivered update (server ${s.serverCpuPercent.toFixed(0)} %), ` +
  `${s.rssPerSpectatorKb.toFixed(1)} KB per spectator, ${s.delivered.toLocaleString('en-US')}/${(s.sent * s.spectators).toLocaleString('en-US')} ` +
  `delivered, ${Math.round(s.bytesPerMessage)} B, spectators' processes ${s.clientProcesses} busiest ` +
  `${s.clientCpuPercent.toFixed(0)} % lag p99 ${s.clientLagP99.toFixed(1)} ms, others ${s.othersCpuPercent.toFixed(0)} %, ${s.moves} crowd moves`;

/** The machine and its load, for the table's readers: the figures are ratios because both drift. */
export function machineLine(loadAtStart: readonly number[], at: Date): string {
  const cpu = cpus();
  const load = (l: readonly number[]) => l.map((n) => n.toFixed(2)).join(' ');
  return (
    `> ${at.toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
    `${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}; load average ${load(loadAtStart)} ` +
    `at the start, ${load(loadavg())} at the end.`
  );
}

/** `npm run bench:live -- --vs …`: prints the table (or JSON) on stdout, progress on stderr. */
export async function benchVs(args: string[]): Promise<number> {
  const options = parseVsArgs(args);
  const load = loadavg();
  progress(
    `bench live --vs ${options.systems.join(',')}: ${options.sizes.join(', ')} spectators, ${options.runs} runs`,
  );
  const rounds = await runVs(options, (run, s) => progress(`run ${run}/${options.runs} ${describe(s)}`));
  const rows = rowsOf(rounds);
  const machine = machineLine(load, new Date());
  process.stdout.write(
    options.json
      ? `${JSON.stringify({ ...jsonOf(rows, options.seconds), machine: machine.slice(2) }, null, 2)}\n`
      : `${renderVsTable(rows, options)}${machine}\n`,
  );
  return goalsOf(rows, options.seconds).every(met) ? 0 : 1;
}
