/**
 * The benchmarks: `npm run bench:<name> -- [options]` runs `bench/main.ts <name> [options]` under swc. Each
 * benchmark is one entry of BENCHES, loaded on demand and parsing its own options with util.parseArgs. The
 * servers they start are the built ones (`npm run build`, which the npm scripts run first), as production runs
 * them. The comparisons with boardgame.io, Colyseus and Emmett need their packages: `npm run bench:peers:install`
 * (bench/peers/package.json; a player's or an operator's `npm ci` installs none of them).
 */
import { parseArgs } from 'node:util';

interface Bench {
  summary: string;
  usage: () => Promise<string>;
  /** Runs with the arguments after the benchmark's name; resolves to the exit code. */
  run: (args: string[]) => Promise<number>;
}

const BENCHES: Record<string, Bench> = {
  store: {
    summary: 'the event store against the raw driver and Emmett (sqlite, postgres)',
    usage: async () => (await import('./store/bench-store.command')).BENCH_STORE_USAGE,
    run: async (args) => (await import('./store/bench-store.command')).benchStore(args),
  },
  audit: {
    summary: 'the audit: events verified per second (chain, rolls, replay, results) on a large export',
    usage: async () => (await import('./audit/bench-audit.command')).BENCH_AUDIT_USAGE,
    run: async (args) => (await import('./audit/bench-audit.command')).benchAudit(args),
  },
  live: {
    summary: 'live views: p50/p99 from append to spectator, 2,000 socket.io spectators, bot games',
    usage: async () => (await import('./live/bench-live.command')).BENCH_LIVE_USAGE,
    run: async (args) => (await import('./live/bench-live.command')).benchLive(args),
  },
  tournament: {
    summary: 'live leaderboards: 120 bot entrants, 1,000 spectators, p50/p99 append to client, RSS',
    usage: async () => (await import('./tournament/bench-tournament.command')).BENCH_TOURNAMENT_USAGE,
    run: async (args) => (await import('./tournament/bench-tournament.command')).benchTournament(args),
  },
  rules: {
    summary: 'the career engine (decide + evolve) on careers played by the bots, one core',
    usage: async () => (await import('./rules/bench-rules.command')).BENCH_RULES_USAGE,
    run: async (args) => (await import('./rules/bench-rules.command')).benchRules(args),
  },
  nodes: {
    summary: '1-3 server processes on one PostgreSQL database, and the append path with coalesced NOTIFY',
    usage: async () => (await import('./nodes/bench-nodes.command')).BENCH_NODES_USAGE,
    run: async (args) => (await import('./nodes/bench-nodes.command')).benchNodes(args),
  },
};

const help = (): string =>
  `usage: npm run bench:<name> -- [options]\n\nbenchmarks:\n${Object.entries(BENCHES)
    .map(([name, b]) => `  ${name.padEnd(11)} ${b.summary}`)
    .join('\n')}\n\nnpm run bench:<name> -- --help shows a benchmark's options.\n`;

const isUsageError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'UsageError' || String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'));

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const bench = name === undefined ? undefined : BENCHES[name];
  if (!bench) {
    const { values } = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h' } },
      strict: false,
    });
    process.stderr.write(help());
    return values.help ? 0 : 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`usage: ${await bench.usage()}\n`);
    return 0;
  }
  try {
    return await bench.run(args);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    process.stderr.write(`bench ${name}: ${(error as Error).message}\nusage: ${await bench.usage()}\n`);
    return 2;
  }
}

if (require.main === module)
  void main(process.argv.slice(2)).then(
    (code) => void (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(
        `bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
