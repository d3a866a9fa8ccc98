/**
 * The periscope CLI: `periscope <command> [options]`. Each command is one entry of COMMANDS, loaded on demand and
 * parsing its own options with util.parseArgs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dispatch, runAsProcess, type Entry, type Program } from './dispatch';

const COMMANDS: Record<string, Entry> = {
  play: {
    summary: 'play a whole career in the terminal (save and resume an NDJSON event log)',
    usage: async () => (await import('./play/play.command')).PLAY_USAGE,
    run: async (args) => (await import('./play/play.command')).play(args),
  },
  simulate: {
    summary: 'play many careers with a bot and print survival, tonnage, decorations and patrols',
    usage: async () => (await import('./simulate/simulate.command')).SIMULATE_USAGE,
    run: async (args) => (await import('./simulate/simulate.command')).simulate(args),
  },
  audit: {
    summary: 'verify an exported career offline: hash chain, rolls, replay, results (--html report)',
    usage: async () => (await import('./audit/audit.command')).AUDIT_USAGE,
    run: async (args) => (await import('./audit/audit.command')).audit(args),
  },
  'projections rebuild': {
    summary: 'rebuild the tournament standings read model from position 0 (server stopped)',
    usage: async () => (await import('./projections/rebuild.command')).REBUILD_USAGE,
    run: async (args) => (await import('./projections/rebuild.command')).rebuild(args),
  },
};

/** The version of the package this CLI belongs to: the nearest periscope package.json above it (src or dist). */
function version(): string {
  for (let dir = __dirname; dirname(dir) !== dir; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === 'periscope' && manifest.version) return manifest.version;
    } catch {
      // no package.json here: look further up
    }
  }
  return 'unknown';
}

const PERISCOPE: Program = {
  name: 'periscope',
  synopsis: 'periscope <command> [options]',
  entriesTitle: 'commands',
  entries: COMMANDS,
  footer: "periscope <command> --help shows a command's options; periscope --version the version.",
  usagePrefix: 'periscope ',
  version,
};

export const main = (argv: string[]): Promise<number> => dispatch(PERISCOPE, argv);

/** Runs the CLI as a program: the exit code, or 1 and the stack of an unexpected error (bin/periscope.js). */
export const cli = (argv: string[]): Promise<void> => runAsProcess('periscope', main(argv));

if (require.main === module) void cli(process.argv.slice(2));
