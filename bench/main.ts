/**
 * The benchmarks: `npm run bench:<name> -- [options]` runs `bench/main.ts <name> [options]` under swc. Each
 * benchmark is one entry of BENCHES, loaded on demand and parsing its own options with util.parseArgs. The
 * servers they start are the built ones (`npm run build`, which the npm scripts run first), as production runs
 * them. The comparisons with boardgame.io, Colyseus and Emmett need their packages: `npm run bench:peers:install`
 * (bench/peers/package.json; a player's or an operator's `npm ci` installs none of them).
 */
import { dispatch, runAsProcess, type Entry, type Program } from '../apps/cli/src/dispatch';

const BENCHES: Record<string, Entry> = {
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

const BENCH: Program = {
  name: 'bench',
  synopsis: 'npm run bench:<name> -- [options]',
  entriesTitle: 'benchmarks',
  entries: BENCHES,
  footer: "npm run bench:<name> -- --help shows a benchmark's options.",
  usagePrefix: '', // each benchmark's usage begins `bench <name>`
};

export const main = (argv: string[]): Promise<number> => dispatch(BENCH, argv);

if (require.main === module) void runAsProcess('bench', main(process.argv.slice(2)));
