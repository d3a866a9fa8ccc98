import { median } from '../../apps/cli/src/tables';
import { markdownTable } from '../../apps/cli/src/tables';
import { FLOOR, type SystemName } from './peer';
import type { SystemSample, VsOptions } from './vs';
import { MAIN, medianWhere, ROWS, type Row, type WhereItWent } from './vs-profile';

/** periscope's CPU per delivered update may be at most this many times the floor's (ws-floor). */
export const CPU_GOAL_RATIO = 1.3;
/** Other processes using more than this (100 % = one core) while a system was measured: the run shared its cores. */
export const BUSY_OTHERS_PERCENT = 25;
/** Windows shorter than this are for development: their goals are printed but not claimed. */
export const MIN_GOAL_SECONDS = 10;
/** At this many spectators on one game, periscope's p99 stays under P99_GOAL_MS. */
export const P99_GOAL_SPECTATORS = 5000;
export const P99_GOAL_MS = 250;
/** periscope's server CPU per join (connection and joined answer) may be at most this many times the floor's. */
export const JOIN_GOAL_RATIO = 3;

/** One system at one size: medians over the runs; ratios are medians of each run's figure ÷ that run's floor. */
export interface VsRow {
  name: SystemName;
  spectators: number;
  runs: number;
  /** Updates sent per second: 1000 ÷ interval when the player keeps the pace (periscope's bot waits for answers). */
  sentPerSecond: number;
  p50: number;
  p99: number;
  cpuPerUpdateUs: number;
  rssPerSpectatorKb: number;
  cpuPerJoinUs: number;
  joinRatio: number | null;
  /** Receipts ÷ (broadcasts sent × spectators): 1 when every spectator got every update. */
  delivered: number;
  bytesPerMessage: number;
  cpuRatio: number | null;
  p99Ratio: number | null;
  clientProcesses: number;
  clientCpuPercent: number;
  clientLagP99: number;
  othersCpuPercent: number;
  /** The highest of the runs' other processes' CPU: above BUSY_OTHERS_PERCENT the row is flagged. */
  othersCpuMax: number;
  /** Crowd moves in the windows, summed over the runs (every window is kept). */
  moves: number;
  /** Where the CPU per delivered update went (vs-profile.ts), each row's median over the runs. */
  where: WhereItWent;
}

const ratioTo = (floor: SystemSample | undefined, value: number, of: (s: SystemSample) => number) =>
  floor ? value / of(floor) : null;

/** The rows, size by size, in the systems' order; each round holds one run of every system at one size. */
export function rowsOf(rounds: readonly SystemSample[][]): VsRow[] {
  const rows: VsRow[] = [];
  const sizes = [...new Set(rounds.map((r) => r[0].spectators))];
  for (const size of sizes) {
    const atSize = rounds.filter((r) => r[0].spectators === size);
    for (const { system } of atSize[0]) {
      const runs = atSize.map((round) => ({
        sample: round.find((s) => s.system === system) as SystemSample,
        floor: round.find((s) => s.system === FLOOR),
      }));
      const m = (f: (s: SystemSample) => number) => median(runs.map((r) => f(r.sample)));
      const ratio = (f: (s: SystemSample) => number) =>
        runs[0].floor ? median(runs.map((r) => ratioTo(r.floor, f(r.sample), f) as number)) : null;
      rows.push({
        name: system,
        spectators: size,
        runs: runs.length,
        sentPerSecond: m((s) => s.sentPerSecond),
        p50: m((s) => s.p50),
        p99: m((s) => s.p99),
        cpuPerUpdateUs: m((s) => s.cpuPerUpdateUs),
        rssPerSpectatorKb: m((s) => s.rssPerSpectatorKb),
        cpuPerJoinUs: m((s) => s.cpuPerJoinUs),
        joinRatio: ratio((s) => s.cpuPerJoinUs),
        delivered: m((s) => (s.sent ? s.delivered / (s.sent * s.spectators) : 0)),
        bytesPerMessage: m((s) => s.bytesPerMessage),
        cpuRatio: ratio((s) => s.cpuPerUpdateUs),
        p99Ratio: ratio((s) => s.p99),
        clientProcesses: runs[0].sample.clientProcesses,
        clientCpuPercent: m((s) => s.clientCpuPercent),
        clientLagP99: m((s) => s.clientLagP99),
        othersCpuPercent: m((s) => s.othersCpuPercent),
        othersCpuMax: Math.max(...runs.map((r) => r.sample.othersCpuPercent)),
        moves: runs.reduce((n, r) => n + r.sample.moves, 0),
        where: medianWhere(runs.map((r) => r.sample.where)),
      });
    }
  }
  return rows;
}

export interface Goal {
  goal: string;
  pass: boolean;
  detail: string;
  /** Why the figure is not a claim, whatever it shows: the machine was shared, or the windows were short. */
  flagged?: string;
}

/**
 * The goals of docs/live.md ("Against the peers"), each checked where the rows have what it needs, and flagged
 * (not claimed) when other processes used more than BUSY_OTHERS_PERCENT of a core or the windows were short.
 */
export function goalsOf(rows: readonly VsRow[], seconds = MIN_GOAL_SECONDS): Goal[] {
  const ours = rows.filter((r) => r.name === 'periscope');
  const goals: Omit<Goal, 'flagged'>[] = [];
  const flags = new Map<Omit<Goal, 'flagged'>, string | undefined>();
  for (const r of ours) {
    const atSize = rows.filter((p) => p.spectators === r.spectators);
    const flag = flagOf(atSize, seconds);
    const push = (goal: Omit<Goal, 'flagged'>) => {
      goals.push(goal);
      flags.set(goal, flag);
    };
    if (r.cpuRatio !== null)
      push({
        goal: `${int(r.spectators)}: CPU per delivered update ≤ ${CPU_GOAL_RATIO}× the floor's (${FLOOR})`,
        pass: r.cpuRatio <= CPU_GOAL_RATIO,
        detail: `${r.cpuRatio.toFixed(2)}×`,
      });
    if (r.joinRatio !== null)
      push({
        goal: `${int(r.spectators)}: CPU per join ≤ ${JOIN_GOAL_RATIO}× the floor's (${FLOOR})`,
        pass: r.joinRatio <= JOIN_GOAL_RATIO,
        detail: `${us(r.cpuPerJoinUs)}, ${r.joinRatio.toFixed(2)}×`,
      });
    const peers = atSize.filter((p) => p.name === 'colyseus' || p.name === 'boardgame.io');
    if (peers.length > 0)
      push({
        goal: `${int(r.spectators)}: memory per spectator ≤ the peers' (${peers.map((p) => p.name).join(', ')})`,
        pass: peers.every((p) => r.rssPerSpectatorKb <= p.rssPerSpectatorKb),
        detail: [r, ...peers].map((p) => `${p.rssPerSpectatorKb.toFixed(1)} KB`).join(' vs '),
      });
    for (const peer of peers)
      push({
        goal: `${int(r.spectators)}: ahead of ${peer.name} (CPU per delivered update and p99)`,
        pass: r.cpuPerUpdateUs < peer.cpuPerUpdateUs && r.p99 < peer.p99,
        detail: `${us(r.cpuPerUpdateUs)} vs ${us(peer.cpuPerUpdateUs)}, p99 ${ms(r.p99)} vs ${ms(peer.p99)}`,
      });
    if (r.spectators === P99_GOAL_SPECTATORS)
      push({
        goal: `${int(r.spectators)}: p99 < ${P99_GOAL_MS} ms`,
        pass: r.p99 < P99_GOAL_MS,
        detail: ms(r.p99),
      });
  }
  const slope = memorySlopeGoal(rows, seconds);
  return [
    ...goals.map((g) => {
      const flagged = flags.get(g);
      return flagged ? { ...g, flagged } : g;
    }),
    ...(slope ? [slope] : []),
  ];
}

/** Why the rows' figures are no claim: the machine was shared while any was measured, or the windows were short. */
function flagOf(rows: readonly VsRow[], seconds: number): string | undefined {
  const busiest = Math.max(...rows.map((r) => r.othersCpuMax));
  if (busiest > BUSY_OTHERS_PERCENT) return `other processes used up to ${busiest.toFixed(0)} % of a core`;
  return seconds < MIN_GOAL_SECONDS ? `windows of ${seconds} s, under ${MIN_GOAL_SECONDS} s` : undefined;
}

/**
 * RSS grown per spectator added between the smallest size and the largest (KB): what each spectator costs, the
 * server's own growth while it plays (the same at both sizes) taken out. Medians of each size's growth.
 */
export function rssPerAddedSpectatorKb(rows: readonly VsRow[], name: SystemName): number | null {
  const sized = rows.filter((r) => r.name === name).sort((a, b) => a.spectators - b.spectators);
  const [small, large] = [sized[0], sized.at(-1)];
  if (!small || !large || small.spectators === large.spectators) return null;
  const grown = (r: VsRow) => r.rssPerSpectatorKb * r.spectators;
  return (grown(large) - grown(small)) / (large.spectators - small.spectators);
}

/** Memory per added spectator against the peers', when two sizes were measured. */
function memorySlopeGoal(rows: readonly VsRow[], seconds: number): Goal | undefined {
  const ours = rssPerAddedSpectatorKb(rows, 'periscope');
  const peers = (['colyseus', 'boardgame.io'] as const)
    .map((name) => ({ name, kb: rssPerAddedSpectatorKb(rows, name) }))
    .filter((p): p is { name: 'colyseus' | 'boardgame.io'; kb: number } => p.kb !== null);
  if (ours === null || peers.length === 0) return undefined;
  const sizes = [...new Set(rows.map((r) => r.spectators))].sort((a, b) => a - b);
  const flagged = flagOf(rows, seconds);
  return {
    goal:
      `memory per spectator added from ${int(sizes[0])} to ${int(sizes.at(-1) as number)} ≤ the peers' ` +
      `(${peers.map((p) => p.name).join(', ')})`,
    pass: peers.every((p) => ours <= p.kb),
    detail: [ours, ...peers.map((p) => p.kb)].map((kb) => `${kb.toFixed(1)} KB`).join(' vs '),
    ...(flagged && { flagged }),
  };
}

/** A goal is met only when it passed on a machine that was not shared, over windows long enough. */
export const met = (goal: Goal) => goal.pass && !goal.flagged;

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const us = (n: number) => `${n.toFixed(1)} µs`;
const times = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}×`);

const HEADER = [
  'spectators',
  'system',
  'updates/s',
  'p50',
  'p99',
  'p99 ÷ ws-floor',
  'CPU per delivered update',
  'CPU ÷ ws-floor',
  'RSS per spectator',
  'CPU per join',
  'join ÷ ws-floor',
  'delivered',
  'bytes',
  'spectators’ processes: CPU of the busiest, lag p99',
  'other processes’ CPU',
  'crowd moves in the windows',
];

/** The comparison as one Markdown table, the goals, then what the figures mean. */
export function renderVsTable(rows: readonly VsRow[], options: VsOptions): string {
  const lines = rows.map((r) => [
    int(r.spectators),
    r.name,
    r.sentPerSecond.toFixed(1),
    ms(r.p50),
    ms(r.p99),
    times(r.p99Ratio),
    us(r.cpuPerUpdateUs),
    times(r.cpuRatio),
    `${r.rssPerSpectatorKb.toFixed(1)} KB`,
    us(r.cpuPerJoinUs),
    times(r.joinRatio),
    `${(r.delivered * 100).toFixed(1)} %`,
    int(r.bytesPerMessage),
    `${r.clientProcesses} × ${r.clientCpuPercent.toFixed(0)} %, ${ms(r.clientLagP99)}`,
    `${r.othersCpuPercent.toFixed(0)} %${r.othersCpuMax > BUSY_OTHERS_PERCENT ? ' (flagged)' : ''}`,
    String(r.moves),
  ]);
  const table = markdownTable(HEADER, lines, new Set([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]));
  const goals = goalsOf(rows, options.seconds).map(
    (g) =>
      `- ${g.pass ? 'PASS' : 'FAIL'} ${g.goal}: ${g.detail}` +
      (g.flagged ? ` (flagged, not a claim: ${g.flagged})` : ''),
  );
  return [table, '', ...goals, '', renderWhere(rows), '', ...notesFor(options)].join('\n') + '\n';
}

/**
 * At each size, where each system's CPU per delivered update went (vs-profile.ts), and periscope's less the
 * floor's: the gap to the floor, by thread and, with --profile, by kind of the main thread's work.
 */
export function renderWhere(rows: readonly VsRow[]): string {
  const sizes = [...new Set(rows.map((r) => r.spectators))];
  const profiled = rows.some((r) => r.where[MAIN] === undefined);
  const tables = sizes.map((size) => {
    const atSize = rows.filter((r) => r.spectators === size);
    const ours = atSize.find((r) => r.name === 'periscope')?.where;
    const floor = atSize.find((r) => r.name === FLOOR)?.where;
    const of = (w: WhereItWent, row: Row) => w[row] ?? 0;
    const shown = ROWS.filter((row) => atSize.some((r) => of(r.where, row) >= 0.05));
    const total = (w: WhereItWent) => shown.reduce((n, row) => n + of(w, row), 0);
    const gap = (f: (w: WhereItWent) => number) => (ours && floor ? [signed(f(ours) - f(floor))] : []);
    const lines = [
      ...shown.map((row) => [
        row,
        ...atSize.map((r) => of(r.where, row).toFixed(2)),
        ...gap((w) => of(w, row)),
      ]),
      ['in all', ...atSize.map((r) => total(r.where).toFixed(2)), ...gap(total)],
    ];
    const header = [
      `${int(size)} spectators: µs per delivered update`,
      ...atSize.map((r) => r.name),
      ...(ours && floor ? [`periscope − ${FLOOR}`] : []),
    ];
    return markdownTable(header, lines, new Set(header.map((_, i) => i).slice(1)));
  });
  return [
    "Where the CPU per delivered update went: each server's CPU in the windows by thread (/proc), ÷ the updates",
    'delivered, medians of the runs' +
      (profiled
        ? '; the main thread split by kind of work in the proportions of its samples (node --cpu-prof).'
        : '; with --profile DIR, the main thread is split by kind of work too.'),
    ...(profiled
      ? ['A profiled run costs more than one that is not: compare its columns with each other.']
      : []),
    '',
    tables.join('\n\n'),
  ].join('\n');
}

const signed = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(2)}`;

function notesFor(o: VsOptions): string[] {
  return [
    `> Medians of ${o.runs} runs of ${o.seconds} s after a ${o.warmupSeconds} s warm-up; in each run the systems`,
    `> take turns (${o.systems.join(', ')}), each on a fresh server, and every ratio is a run's figure ÷ the floor's`,
    `> of the same run. The floor (${FLOOR}): plain \`ws\`, the frame built once and written to each TCP socket, one`,
    "> `write` per delivery; socketio: socket.io's own room broadcast, a baseline, not a floor. One game, one update",
    `> every ${o.intervalMs} ms, every spectator following it, spread over spectators' processes of at most`,
    `> ${int(o.perProcess)} each (two at least). Every latency is timed from the player's send: periscope's bot`,
    "> writes its send time into its commandId, which each update of the command carries; the peers' player into its",
    `> payload, shaped as periscope's \`updates\` message (${o.bytes === 'auto' ? "the size of periscope's in the same run" : `${o.bytes} bytes`}) and sent at periscope's pace`,
    '> in the same run when its bot could not keep the interval (updates/s). CPU per delivered update: the server',
    "> process's CPU time while measuring ÷ the receipts of every spectator. RSS per spectator: the server's peak RSS",
    '> while measuring minus its RSS before the spectators connected, ÷ spectators; per spectator added: that growth',
    '> at the largest size minus at the smallest, ÷ the spectators between them (what the server grows by while it',
    "> plays, the same at both sizes, cancels out). CPU per join: the server's CPU",
    "> from the first spectator's connection to the last one's joined answer, once the server is quiet after its",
    "> start, ÷ spectators (periscope's answer holds the game's snapshot, the floor's only its ack).",
    '> bytes: the mean frame a spectator read.',
    "> A spectators' process near 100 % CPU, or a lag p99 near the latency p99, means the clients, not the",
    "> server, set the latency. Crowd moves: how often, summed over the runs, periscope's bot started a new career",
    "> in a window and every spectator left and joined again with a snapshot; in the same run each peer's crowd",
    '> leaves its game and joins it again as often, spread over its window (its own way of following a game);',
    `> those windows are kept, their joins are part of the figures. A size where other processes used more than ${BUSY_OTHERS_PERCENT} % of a core, or windows under`,
    `> ${MIN_GOAL_SECONDS} s, has its goals flagged: printed, not claimed.`,
  ];
}

/** `--json`: one row per system and size, its name first. */
export const jsonOf = (rows: readonly VsRow[], seconds?: number) => ({ rows, goals: goalsOf(rows, seconds) });
