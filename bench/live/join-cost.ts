/**
 * Server CPU per spectator join, two builds side by side: `--a <dir> --b <dir>` are checkouts with a built server
 * (dist/apps/server/apps/server/src/main.js). Each round starts one build's server on a fresh SQLite file, plays a
 * bot career for `--commands` commands (its snapshot is what each joiner is answered), warms up with 200 sockets,
 * then opens `--joins` lean spectator sockets to /live, 100 at a time, each joining the career, and reads the
 * server's CPU time from /proc over those connections and joins; then the whole crowd re-joins `--rejoins` times at
 * once (each socket a `leave` and a `join`, as after a restart: docs/live.md "Joins"), the server's CPU read over
 * those too. The builds alternate A, B, B, A… and the medians are compared. What a join costs is its connection
 * (the websocket and socket.io handshakes) and its answer, as `bench:live -- --vs` counts it; what a re-join costs,
 * the crowd's two messages and the answer. Other processes' CPU is printed: the machine may be shared.
 *
 *   node -r @swc-node/register bench/live/join-cost.ts --a ../base --b . [--joins 3000] [--rounds 6] [--rejoins 3]
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
  /** Server CPU a spectator's re-join (its leave and join, the whole crowd at once). */
  rejoinMicros: number;
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

/** The whole crowd leaves and joins again at once, each socket its `leave` then its `join`. */
async function rejoin(sockets: readonly LeanSocket[], careerId: string): Promise<void> {
  const where = { stream: 'career', id: careerId };
  const answers = sockets.map(async (socket) => {
    await socket.request('leave', where);
    const answer = await socket.request('join', where, readJoinAnswer);
    if (!answer.ok) throw new Error(`re-join career ${careerId}: ${JSON.stringify(answer)}`);
  });
  await Promise.all(answers);
}

async function round(
  checkout: string,
  joins: number,
  commands: number,
  rejoins: number,
): Promise<RoundResult> {
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
    for (let n = 0; n < rejoins; n++) await rejoin(open, game.careerId);
    const rejoined = sampleProcess(server.child.pid as number);
    return {
      cpuMicros: (1e6 * (after.cpuSeconds - before.cpuSeconds)) / joins,
      rejoinMicros: (1e6 * (rejoined.cpuSeconds - after.cpuSeconds)) / (joins * Math.max(1, rejoins)),
      othersPercent: others(),
    };
  } finally {
    for (const socket of open) socket.close();
    game?.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** In how many rounds B's figure was below A's in the same pair. */
const pairsLower = (runs: Record<'A' | 'B', RoundResult[]>, of: (x: RoundResult) => number) =>
  runs.A.filter((a, i) => runs.B[i] && of(runs.B[i]) < of(a)).length;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      a: { type: 'string', default: '.' },
      b: { type: 'string', default: '.' },
      rounds: { type: 'string', default: '6' },
      joins: { type: 'string', default: '3000' },
      commands: { type: 'string', default: '30' },
      rejoins: { type: 'string', default: '3' },
    },
  });
  const builds = { A: resolve(values.a), B: resolve(values.b) };
  const [joins, commands, rejoins] = [Number(values.joins), Number(values.commands), Number(values.rejoins)];
  const runs: Record<'A' | 'B', RoundResult[]> = { A: [], B: [] };
  for (let r = 0; r < Number(values.rounds); r++)
    for (const name of r % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      const result = await round(builds[name], joins, commands, rejoins);
      runs[name].push(result);
      console.log(
        `round ${r + 1} ${name}: ${result.cpuMicros.toFixed(0)} µs CPU a join, ` +
          `${rejoins ? `${result.rejoinMicros.toFixed(0)} µs a re-join, ` : ''}others ${result.othersPercent.toFixed(0)} %`,
      );
    }
  console.log(`${joins} spectators a round, each connecting and joining a career of ${commands} commands`);
  const figures: [string, (x: RoundResult) => number][] = [['join', (x) => x.cpuMicros]];
  if (rejoins) figures.push(['re-join', (x) => x.rejoinMicros]);
  for (const [what, of] of figures) {
    const [a, b] = [runs.A, runs.B].map((xs) => median(xs.map(of)));
    console.log(`A ${builds.A}: median ${a.toFixed(0)} µs server CPU a ${what}`);
    console.log(`B ${builds.B}: median ${b.toFixed(0)} µs server CPU a ${what}`);
    console.log(
      `B/A (${what}): ${(b / a).toFixed(3)}, B lower in ${pairsLower(runs, of)} of ${runs.A.length} pairs`,
    );
  }
  console.log(machineLine([...runs.A, ...runs.B].map((x) => x.othersPercent)));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
