import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { progress } from '../support/fixtures';
import { positiveInteger, positiveNumber, UsageError } from '../../apps/cli/src/options';
import { NOTIFY_MODES, runNotify, type NotifySample } from './notify-bench';
import { renderNodes, renderNotify, summariseNodes, summariseNotify } from './report';
import { runNodes, type NodesSample } from './servers';

export const BENCH_NODES_USAGE =
  'bench nodes [--nodes 1,2,3] [--processes ports|workers] [--runs 2] [--games 12] [--watchers 4]\n' +
  '            [--seconds 8] [--warmup 3]\n' +
  '            [--notify-connections 1,4,16] [--notify-seconds 3] [--only servers|notify] [--json]\n' +
  '  --nodes               server processes behind one PostgreSQL schema, in turn in each run\n' +
  '  --processes           ports: each process its own server on its own port (default); workers: one\n' +
  "                        WORKERS=N server, its primary handing one port's connections to N workers\n" +
  '  --games               bot games, each sending its next command when the last is answered\n' +
  "  --watchers            spectators per game, on the servers after the game's\n" +
  '  --notify-connections  connections appending at once in the NOTIFY measure (each mode in turn)\n' +
  '  reads DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and REDIS_URL (redis://127.0.0.1:6379)';

const list = (value: string, flag: string) => value.split(',').map((v) => positiveInteger(v.trim(), flag));

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      nodes: { type: 'string', default: '1,2,3' },
      processes: { type: 'string', default: 'ports' },
      runs: { type: 'string', default: '2' },
      games: { type: 'string', default: '12' },
      watchers: { type: 'string', default: '4' },
      seconds: { type: 'string', default: '8' },
      warmup: { type: 'string', default: '3' },
      'notify-connections': { type: 'string', default: '1,4,16' },
      'notify-seconds': { type: 'string', default: '3' },
      only: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.only !== undefined && !['servers', 'notify'].includes(values.only))
    throw new UsageError(`--only takes servers or notify; got ${values.only}`);
  if (!['ports', 'workers'].includes(values.processes))
    throw new UsageError(`--processes takes ports or workers; got ${values.processes}`);
  return {
    nodes: list(values.nodes, '--nodes'),
    processes: values.processes as 'ports' | 'workers',
    runs: positiveInteger(values.runs, '--runs'),
    games: positiveInteger(values.games, '--games'),
    watchers: positiveInteger(values.watchers, '--watchers'),
    seconds: positiveNumber(values.seconds, '--seconds'),
    warmupSeconds: positiveNumber(values.warmup, '--warmup'),
    notifyConnections: list(values['notify-connections'], '--notify-connections'),
    notifySeconds: positiveNumber(values['notify-seconds'], '--notify-seconds'),
    only: values.only as 'servers' | 'notify' | undefined,
    json: values.json,
  };
}

/** The pid of the PostgreSQL server behind `url` (its postmaster.pid), when it runs on this machine. */
async function postmasterOf(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return Number(readFileSync(`${rows[0].data_directory}/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return undefined; // another machine, or not readable by this user
  } finally {
    await client.end();
  }
}

const load = () => loadavg()[0].toFixed(1);

/**
 * `npm run bench:nodes`: 1, 2 and 3 server processes behind one PostgreSQL database, commands per
 * second and append → spectator latency, each as a ratio to one process in the same run; then the append path at
 * saturation with a NOTIFY in every append and with the store's coalesced NOTIFY after commit, alternately.
 */
export async function benchNodes(argv: string[]): Promise<number> {
  const args = parse(argv);
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const out: string[] = [`load average ${load()} before`];
  const json: { servers?: NodesSample[][]; notify?: NotifySample[][] } = {};
  if (args.only !== 'notify') {
    const postmaster = await postmasterOf(databaseUrl);
    const rounds: NodesSample[][] = [];
    for (let run = 1; run <= args.runs; run++) {
      const round: NodesSample[] = [];
      for (const nodes of args.nodes) {
        progress(`run ${run}: ${nodes} server process(es) (${args.processes}), load ${load()}`);
        round.push(await runNodes(nodes, { ...args, databaseUrl, redisUrl }, postmaster));
        progress(JSON.stringify(round.at(-1)));
      }
      rounds.push(round);
    }
    json.servers = rounds;
    out.push('', renderNodes(summariseNodes(rounds)), `load average ${load()} after the servers`);
  }
  if (args.only !== 'servers') {
    const rounds: NotifySample[][] = [];
    for (let run = 1; run <= args.runs; run++) {
      const round: NotifySample[] = [];
      for (const connections of args.notifyConnections)
        for (const mode of NOTIFY_MODES) {
          round.push(await runNotify(databaseUrl, mode, connections, args.notifySeconds));
          progress(JSON.stringify(round.at(-1)));
        }
      rounds.push(round);
    }
    json.notify = rounds;
    out.push('', renderNotify(summariseNotify(rounds)), `load average ${load()} after the NOTIFY measure`);
  }
  process.stdout.write(args.json ? `${JSON.stringify(json, null, 2)}\n` : `${out.join('\n')}\n`);
  return 0;
}
