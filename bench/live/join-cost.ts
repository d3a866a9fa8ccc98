/**
 * Server CPU per spectator join, two builds side by side: `--a <dir> --b <dir>` are checkouts with a built server
 * (dist/apps/server/apps/server/src/main.js). Each round starts one build's server on a fresh SQLite file, plays a
 * bot career for `--commands` commands (its snapshot is what each joiner is answered), warms up with 200 sockets,
 * then opens `--joins` lean spectator sockets to /live, 100 at a time, each joining the career, and reads the
 * server's CPU time from /proc over those connections and joins; the builds alternate A, B, B, A… and the medians
 * are compared. What a join costs is its connection (the websocket and socket.io handshakes) and its answer, as
 * `bench:live -- --vs` counts it. Other processes' CPU is printed: the machine may be shared.
 *
 *   node -r @swc-node/register bench/live/join-cost.ts --a ../base --b . [--joins 3000] [--rounds 6]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from '../../apps/cli/src/tables';
import { machineLine, sampleProcess, startBuild, watchOthers } from '../support/bench-server';
import { openLeanSocket, type LeanSocket } from '../support/lean-socket';
import { BotGame } from './bench-live-bot';
import { readJoinAnswer } from './bench-live-connection';

const WARM_UP = 200;
const AT_ONCE = 100;

interface RoundResult {
  cpuMicros: number;
  othersPercent: number;
}

async function spectate(url: string, careerId: string): Promise<LeanSocket> {
  const socket = await openLeanSocket(url, '/live', {});
  const answer = await socket.request('join', { stream: 'career', id: careerId }, readJoinAnswer);
  if (!answer.ok) throw new Error(`join career ${careerId}: ${JSON.stringify(answer)}`);
  return socket;
}

async function crowd(url: string, careerId: string, count: number): Promise<LeanSocket[]> {
  const sockets: LeanSocket[] = [];
  for (let i = 0; i < count; i += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - i) }, () => spectate(url, careerId));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

async function round(checkout: string, joins: number, commands: number): Promise<RoundResult> {
  const dir = mkdtempSync(join(tmpdir(), 'periscope-join-cost-'));
  const server = await startBuild(checkout, {
    EVENT_STORE: 'sqlite',
    SQLITE_PATH: join(dir, 'bench.db'),
  });
  const open: LeanSocket[] = [];
  let game: BotGame | undefined;
  try {
    game = await BotGame.start(server.url, 'http');
    for (let n = 0; n < commands && (await game.step()); n++);
    for (const socket of await crowd(server.url, game.careerId, WARM_UP)) socket.close();
    await new Promise((r) => setTimeout(r, 1500)); // the warm-up's closes and viewers' count are done
    const others = watchOthers([server.child.pid as number]);
    const before = sampleProcess(server.child.pid as number);
    open.push(...(await crowd(server.url, game.careerId, joins)));
    const after = sampleProcess(server.child.pid as number);
    return { cpuMicros: (1e6 * (after.cpuSeconds - before.cpuSeconds)) / joins, othersPercent: others() };
  } finally {
    for (const socket of open) socket.close();
    game?.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      a: { type: 'string', default: '.' },
      b: { type: 'string', default: '.' },
      rounds: { type: 'string', default: '6' },
      joins: { type: 'string', default: '3000' },
      commands: { type: 'string', default: '30' },
    },
  });
  const builds = { A: resolve(values.a), B: resolve(values.b) };
  const [joins, commands] = [Number(values.joins), Number(values.commands)];
  const runs: Record<'A' | 'B', RoundResult[]> = { A: [], B: [] };
  for (let r = 0; r < Number(values.rounds); r++)
    for (const name of r % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      const result = await round(builds[name], joins, commands);
      runs[name].push(result);
      console.log(
        `round ${r + 1} ${name}: ${result.cpuMicros.toFixed(0)} µs CPU a join, others ${result.othersPercent.toFixed(0)} %`,
      );
    }
  const [a, b] = [runs.A, runs.B].map((xs) => median(xs.map((x) => x.cpuMicros)));
  console.log(`${joins} spectators a round, each connecting and joining a career of ${commands} commands`);
  console.log(`A ${builds.A}: median ${a.toFixed(0)} µs server CPU a join`);
  console.log(`B ${builds.B}: median ${b.toFixed(0)} µs server CPU a join`);
  console.log(`B/A: ${(b / a).toFixed(3)}`);
  console.log(machineLine([...runs.A, ...runs.B].map((x) => x.othersPercent)));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
