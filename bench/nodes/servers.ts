import pg from 'pg';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BotGame } from '../live/bench-live-bot';
import {
  sampleProcess,
  startServer,
  UNLIMITED,
  watchOthers,
  watchProcess,
  type BenchServer,
} from '../support/bench-server';
import { Child } from '../peers/child';
import { countOf, percentileOf } from '../peers/histogram';
import type { Watch, WatchersReport } from './watchers-child';

export interface NodesOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Bot games, each playing in a closed loop (its next command when the last is answered), spread over servers. */
  games: number;
  /** Spectators per game, on the servers after the game's (round the ring). */
  watchers: number;
  seconds: number;
  warmupSeconds: number;
  /**
   * How the processes run: `ports`, each its own server on its own port (the processes of docs/scaling.md), or
   * `workers`, one `WORKERS=N` server whose primary hands the connections on one port to N workers (docs/live.md).
   */
  processes: 'ports' | 'workers';
}

/** One run of `nodes` server processes behind one PostgreSQL schema. */
export interface NodesSample {
  nodes: number;
  commands: number;
  commandsPerSecond: number;
  delivered: number;
  deliveredPerSecond: number;
  p50: number;
  p99: number;
  /** CPU (100 % = one core): the servers together, PostgreSQL's backends, this driver, the spectators, the rest. */
  serversCpuPercent: number;
  postgresCpuPercent: number;
  driverCpuPercent: number;
  watchersCpuPercent: number;
  othersCpuPercent: number;
  watchersLagP99: number;
}

/** The run's schema and its read models go once the servers have stopped. */
async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The processes of the PostgreSQL cluster that owns `pid` (its postmaster's children), by /proc. */
function postgresBackends(postmaster: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU (100 % = one core) of the PostgreSQL backends alive at both ends of the window. */
function watchPostgres(postmaster: number | undefined): () => number {
  if (!postmaster) return () => NaN;
  const cpu = (pids: number[]) => new Map(pids.flatMap((p) => safeSample(p)));
  const first = cpu(postgresBackends(postmaster));
  const began = performance.now();
  return () => {
    const last = cpu(postgresBackends(postmaster));
    let seconds = 0;
    for (const [pid, s] of last) seconds += s - (first.get(pid) ?? s);
    return (100 * seconds) / ((performance.now() - began) / 1000);
  };
}

function safeSample(pid: number): [number, number][] {
  try {
    return [[pid, sampleProcess(pid).cpuSeconds]];
  } catch {
    return [];
  }
}

/** The processes a process has forked (Linux): a `WORKERS` server's workers. */
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

/** One `WORKERS=n` server: its primary and n workers, once every worker listens (each says so at `info`). */
async function startWorkers(cwd: string, env: Record<string, string>, n: number): Promise<BenchServer> {
  const server = await startServer(cwd, { ...env, WORKERS: String(n), LOG_LEVEL: 'info' });
  const end = Date.now() + 120_000;
  while ((server.output().match(/periscope listening on/g) ?? []).length < n) {
    if (Date.now() > end) throw new Error(`${n} workers did not all listen:\n${server.output()}`);
    await sleep(200);
  }
  return server;
}

/** The bot games, each in a closed loop; a game whose career stops starts another, its spectators follow it. */
function play(games: { bot: BotGame; url: string }[], watchers: Child) {
  const state = { playing: true, commands: 0 };
  const loop = async (game: { bot: BotGame; url: string }, slot: number) => {
    while (state.playing) {
      if (await game.bot.step()) state.commands++;
      else {
        game.bot.close();
        game.bot = await BotGame.start(game.url);
        watchers.send({ kind: 'follow', slot, careerId: game.bot.careerId });
      }
    }
  };
  const loops = Promise.all(games.map(loop));
  const stop = async () => {
    state.playing = false;
    await loops;
    for (const game of games) game.bot.close();
  };
  return { state, stop };
}

/** `nodes` servers on a fresh schema, the bot games spread over them, their spectators on the others. */
export async function runNodes(
  nodes: number,
  options: NodesOptions,
  postmaster?: number,
): Promise<NodesSample> {
  const schema = `bench_nodes_${process.pid}_${nodes}_${Date.now() % 1e6}`;
  const cwd = mkdtempSync(join(tmpdir(), 'periscope-bench-nodes-'));
  const env = {
    EVENT_STORE: 'postgres',
    DATABASE_URL: options.databaseUrl,
    DATABASE_SCHEMA: schema,
    ...(nodes > 1 && { REDIS_URL: options.redisUrl }),
    ...UNLIMITED,
  };
  const servers: BenchServer[] = [];
  let watchers: Child | undefined;
  try {
    if (options.processes === 'workers') servers.push(await startWorkers(cwd, env, nodes));
    else for (let i = 0; i < nodes; i++) servers.push(await startServer(cwd, env));
    const urlOf = (i: number) => servers[i % servers.length].url;
    const games = await Promise.all(
      Array.from({ length: options.games }, async (_, i) => ({
        url: urlOf(i),
        bot: await BotGame.start(urlOf(i)),
      })),
    );
    const watches: Watch[] = games.flatMap((g, slot) =>
      Array.from({ length: options.watchers }, (_, k) => ({
        slot,
        url: urlOf(slot + 1 + k),
        careerId: g.bot.careerId,
      })),
    );
    watchers = new Child('../nodes/watchers-child');
    await watchers.ask('opened', { kind: 'open', watches });
    const player = play(games, watchers);
    await sleep(options.warmupSeconds * 1000);
    const pids = servers.flatMap((s) => [s.child.pid as number, ...childrenOf(s.child.pid as number)]);
    const watchServers = pids.map((pid) => watchProcess(pid));
    const watchWatchers = watchProcess(watchers.pid);
    const watchDb = watchPostgres(postmaster);
    const watchRest = watchOthers([...pids, watchers.pid]);
    const driverCpu = process.cpuUsage();
    const began = performance.now();
    const before = player.state.commands;
    watchers.send({ kind: 'measure', on: true });
    await sleep(options.seconds * 1000);
    watchers.send({ kind: 'measure', on: false });
    const commands = player.state.commands - before;
    const seconds = (performance.now() - began) / 1000;
    const serversCpuPercent = watchServers.reduce((sum, stop) => sum + stop().cpuPercent, 0);
    const watchersCpuPercent = watchWatchers().cpuPercent;
    const postgresCpuPercent = watchDb();
    const restCpuPercent = watchRest(); // everything but the servers, the spectators and this driver: PostgreSQL too
    const driver = process.cpuUsage(driverCpu);
    const driverCpuPercent = (100 * (driver.user + driver.system)) / 1e6 / seconds;
    await player.stop();
    const report = await watchers.ask<WatchersReport>('report', { kind: 'report' });
    return {
      nodes,
      commands,
      commandsPerSecond: commands / seconds,
      delivered: countOf(report.latencies),
      deliveredPerSecond: countOf(report.latencies) / seconds,
      p50: percentileOf(report.latencies, 50),
      p99: percentileOf(report.latencies, 99),
      serversCpuPercent,
      postgresCpuPercent,
      driverCpuPercent,
      watchersCpuPercent,
      othersCpuPercent: Math.max(
        0,
        restCpuPercent - (Number.isNaN(postgresCpuPercent) ? 0 : postgresCpuPercent),
      ),
      watchersLagP99: report.lagP99,
    };
  } finally {
    await watchers?.close({ kind: 'close' });
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(cwd, { recursive: true, force: true });
    await dropSchema(options.databaseUrl, schema);
  }
}
