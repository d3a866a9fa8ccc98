/**
 * Server CPU per career command, two builds side by side: `--a <dir> --b <dir>` are checkouts with a built server
 * (dist/apps/server/apps/server/src/main.js). Each round starts one build's server on a fresh SQLite file, plays
 * bot careers over HTTP one command at a time, and reads the server's CPU time from /proc; the builds alternate
 * A, B, A, B… and the medians are compared. Other processes' CPU is printed: the machine may be shared.
 * `--entrants`: each career is a tournament entrant (a started survival tournament of its own), whose command also
 * meets its tournament's gate and hold (docs/tournaments.md "An entrant's command"). `--port`: the servers' port.
 * `--profile`: each server records its CPU profile, and the report says where a command's time went, by part of the
 * program (a package, a folder of the build, node's own modules), for each build (bench/support/cpu-profile.ts);
 * `--keep-profiles DIR` keeps each server's profile there (`A-1`, `B-1`, …) for DevTools. `--b-env KEY=VALUE`
 * (repeatable) starts B's servers with that variable too: the same build with and without an option. `--via socket`
 * sends the commands as the socket's `command` message instead of `POST …/commands` (`--b-via` for B alone): the
 * same build over both routes shows what the HTTP and Nest layers cost a command.
 *
 *   node -r @swc-node/register bench/live/command-cost.ts --a ../base --b . [--store sqlite|postgres|memory] [--rounds 5]
 *     [--entrants] [--port 4500] [--profile [--keep-profiles DIR]] [--b-env SQLITE_SYNCHRONOUS=normal]
 *     [--via http|socket] [--b-via http|socket]
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import type { Decision } from '@periscope/rules';
import { median } from '../../apps/cli/src/tables';
import { nextCommand } from '../../test/support/career-driver';
import { commandRouteOf, SeatCommands, type CommandRoute } from '../support/seat-commands';
import { machineLine, sampleProcess, startBuild, watchOthers } from '../support/bench-server';
import { hotParts, mainThreadProfile, monotonicMicros } from '../support/cpu-profile';

const START = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Bench' };

interface Seat {
  careerId: string;
  seatToken: string;
  pending: Decision;
  sent: number;
  /** How its commands go, opened at its first command. */
  commands?: SeatCommands;
}

async function post(url: string, body: object, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function started(url: string): Promise<Seat> {
  const { body } = await post(`${url}/api/careers`, START);
  return { ...(body as unknown as Omit<Seat, 'sent'>), sent: 0 };
}

const TOURNAMENT = {
  name: 'Bench',
  organiser: 'BdU',
  format: 'survival',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};

/** An entrant of a survival tournament of his own, started: his career plays as a solo career's would. */
async function entered(url: string): Promise<Seat> {
  const { body: created } = await post(`${url}/api/tournaments`, TOURNAMENT);
  const { tournamentId, organiserToken } = created as { tournamentId: string; organiserToken: string };
  const { body: entrant } = await post(`${url}/api/tournaments/${tournamentId}/entrants`, {
    name: 'Kptlt. Bench',
  });
  const start = { type: 'StartTournament', data: {} };
  await post(`${url}/api/tournaments/${tournamentId}/actions`, start, organiserToken);
  const seat = entrant as { careerId: string; seatToken: string };
  const read = await fetch(`${url}/api/careers/${seat.careerId}`, {
    headers: { authorization: `Bearer ${seat.seatToken}` },
  });
  const { pending } = (await read.json()) as { pending: Decision };
  return { ...seat, pending, sent: 0 };
}

/** Sends the next command of `seat`'s bot; a new career when this one has nothing left to decide. */
async function step(url: string, seats: Seat[], i: number, start: typeof started, route: CommandRoute) {
  const seat = seats[i];
  const command = nextCommand(seat.pending);
  const replaced = async () => {
    seat.commands?.close();
    seats[i] = await start(url);
  };
  if (!command) return replaced();
  seat.commands ??= await SeatCommands.open(url, seat.careerId, seat.seatToken, route);
  const answer = await seat.commands.send<{ pending: Decision }>({
    commandId: `c${++seat.sent}`,
    ...command,
  });
  if (!answer) await replaced();
  else seat.pending = answer.pending;
}

async function dropSchema(connectionString: string, schema: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

interface Round {
  careers: number;
  commands: number;
  store: string;
  entrants: boolean;
  port?: number;
  profile: boolean;
  /** With --profile: where each server's raw profile is kept (`<dir>/<build>-<round>`), for DevTools. */
  keepProfiles?: string;
}

interface RoundResult {
  cpuMs: number;
  wallMs: number;
  othersPercent: number;
  /** With --profile: where the server's busy time went while measuring, by part of the program. */
  parts?: ReturnType<typeof hotParts>;
}

/** How many parts of the program a profiled build's report lists. */
const PARTS = 20;

/** One round on one build: CPU milliseconds of the server per command, and other processes' CPU. */
async function round(
  checkout: string,
  { careers, commands, store, entrants, port: fixed, profile, keepProfiles }: Round,
  n: number,
  name: string,
  env: Readonly<Record<string, string>> = {},
  route: CommandRoute = 'http',
): Promise<RoundResult> {
  const dir = mkdtempSync(join(tmpdir(), 'periscope-command-cost-'));
  let result: RoundResult | undefined;
  let window: readonly [number, number] = [0, 0];
  let seats: Seat[] = [];
  const stores: Record<string, Record<string, string>> = {
    memory: { EVENT_STORE: 'memory' }, // as `bench live --vs` runs periscope
    sqlite: { EVENT_STORE: 'sqlite', SQLITE_PATH: join(dir, 'bench.db') },
    postgres: {
      EVENT_STORE: 'postgres',
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      DATABASE_SCHEMA: `bench_command_cost_${process.pid}_${n}`,
    },
  };
  const start = entrants ? entered : started;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${join(dir, 'profile')}`] : [];
  const server = await startBuild(
    checkout,
    { ...stores[store], ...env },
    { port: fixed, nodeArgs: profiling },
  );
  try {
    seats = await Promise.all(Array.from({ length: careers }, () => start(server.url)));
    for (let n = 0; n < careers * 5; n++) await step(server.url, seats, n % careers, start, route); // warm-up
    const others = watchOthers([server.child.pid as number]);
    const before = sampleProcess(server.child.pid as number);
    const from = monotonicMicros();
    for (let i = 0; i < commands; i++) await step(server.url, seats, i % careers, start, route);
    window = [from, monotonicMicros()];
    const after = sampleProcess(server.child.pid as number);
    result = {
      cpuMs: (1000 * (after.cpuSeconds - before.cpuSeconds)) / commands,
      wallMs: (after.at - before.at) / commands,
      othersPercent: others(),
    };
    return result;
  } finally {
    for (const seat of seats) seat.commands?.close();
    await server.stop();
    // The result returned above gets the profile the server wrote as it stopped.
    const recorded = profile && result ? mainThreadProfile(join(dir, 'profile')) : undefined;
    if (result && recorded) result.parts = hotParts(recorded, PARTS, window);
    if (recorded && keepProfiles)
      cpSync(join(dir, 'profile'), join(keepProfiles, `${name}-${n + 1}`), { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    if (store === 'postgres') await dropSchema(stores.postgres.DATABASE_URL, stores.postgres.DATABASE_SCHEMA);
  }
}

/**
 * Where a build's command went, summed over its rounds: busy milliseconds a command (a blocking call, such as the
 * event store's fsync, counts as busy: more than the CPU above) and the largest parts' shares.
 */
function partsLine(name: string, rounds: RoundResult[], { commands }: Round): string {
  const profiled = rounds.flatMap((r) => (r.parts ? [r.parts] : []));
  const busy = median(profiled.map((p) => p.busyMicros / 1000 / commands));
  const shares = new Map<string, number[]>();
  for (const { ranked } of profiled)
    for (const { where, percent } of ranked) shares.set(where, [...(shares.get(where) ?? []), percent]);
  const parts = [...shares]
    .map(([where, percents]) => ({ where, percent: median(percents) }))
    .sort((x, y) => y.percent - x.percent)
    .slice(0, PARTS);
  const ms = (percent: number) => ((busy * percent) / 100).toFixed(2);
  return `${name} profiled: ${busy.toFixed(2)} ms busy a command; ${parts.map((p) => `${p.where} ${ms(p.percent)} ms (${p.percent.toFixed(1)} %)`).join(', ')}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      a: { type: 'string', default: '.' },
      b: { type: 'string', default: '.' },
      rounds: { type: 'string', default: '5' },
      careers: { type: 'string', default: '10' },
      commands: { type: 'string', default: '400' },
      store: { type: 'string', default: 'sqlite' },
      entrants: { type: 'boolean', default: false },
      port: { type: 'string' },
      profile: { type: 'boolean', default: false },
      'keep-profiles': { type: 'string' },
      'b-env': { type: 'string', multiple: true, default: [] },
      via: { type: 'string', default: 'http' },
      'b-via': { type: 'string' },
    },
  });
  const settings: Round = {
    careers: Number(values.careers),
    commands: Number(values.commands),
    store: values.store,
    entrants: values.entrants,
    profile: values.profile,
    ...(values.port !== undefined && { port: Number(values.port) }),
    ...(values['keep-profiles'] !== undefined && { keepProfiles: resolve(values['keep-profiles']) }),
  };
  const builds = { A: resolve(values.a), B: resolve(values.b) };
  const envs = {
    A: {},
    B: Object.fromEntries(values['b-env'].map((pair) => pair.split(/=(.*)/s).slice(0, 2))),
  };
  const vias = {
    A: commandRouteOf(values.via, '--via'),
    B: commandRouteOf(values['b-via'] ?? values.via, '--b-via'),
  };
  const runs: Record<'A' | 'B', RoundResult[]> = { A: [], B: [] };
  for (let r = 0; r < Number(values.rounds); r++)
    for (const name of ['A', 'B'] as const) {
      const result = await round(builds[name], settings, r, name, envs[name], vias[name]);
      runs[name].push(result);
      console.log(
        `round ${r + 1} ${name}: ${result.cpuMs.toFixed(3)} ms CPU/command, ${result.wallMs.toFixed(2)} ms/command, others ${result.othersPercent.toFixed(0)} %`,
      );
    }
  const [a, b] = [runs.A, runs.B].map((xs) => median(xs.map((x) => x.cpuMs)));
  const [wa, wb] = [runs.A, runs.B].map((xs) => median(xs.map((x) => x.wallMs)));
  const kind = values.entrants ? 'tournament entrants' : 'solo careers';
  console.log(`store ${values.store}, ${values.commands} commands a round over ${values.careers} ${kind}`);
  console.log(
    `A ${builds.A} over ${vias.A}: median ${a.toFixed(3)} ms server CPU, ${wa.toFixed(2)} ms a command`,
  );
  console.log(
    `B ${builds.B}${values['b-env'].map((pair) => ` ${pair}`).join('')} over ${vias.B}: median ${b.toFixed(3)} ms server CPU, ${wb.toFixed(2)} ms a command`,
  );
  console.log(`B/A: CPU ${(b / a).toFixed(2)}, time ${(wb / wa).toFixed(2)}`);
  if (values.profile)
    for (const name of ['A', 'B'] as const) console.log(partsLine(name, runs[name], settings));
  console.log(machineLine([...runs.A, ...runs.B].map((x) => x.othersPercent)));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
