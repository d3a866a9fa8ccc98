/**
 * The periscope CLI: `periscope <command> [options]`. Each command is one entry of COMMANDS, loaded on demand and
 * parsing its own options with util.parseArgs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

interface Command {
  summary: string;
  usage: () => Promise<string>;
  /** Runs with the arguments after the command's words; resolves to the exit code. */
  run: (args: string[]) => Promise<number>;
}

const COMMANDS: Record<string, Command> = {
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
  'charts validate': {
    summary: 'check a chart pack file: every chart and cell, named by chart, row and column when wrong',
    usage: async () => (await import('./charts/charts.command')).CHARTS_VALIDATE_USAGE,
    run: async (args) => (await import('./charts/charts.command')).validateCharts(args),
  },
  'charts import': {
    summary: 'validate a chart pack file and store it under its hash, for the audit',
    usage: async () => (await import('./charts/charts.command')).CHARTS_IMPORT_USAGE,
    run: async (args) => (await import('./charts/charts.command')).importCharts(args),
  },
  'charts export': {
    summary: "write a campaign's built-in chart pack as a pack file",
    usage: async () => (await import('./charts/charts.command')).CHARTS_EXPORT_USAGE,
    run: async (args) => (await import('./charts/charts.command')).exportCharts(args),
  },
  'projections rebuild': {
    summary: 'rebuild the tournament standings read model from position 0 (server stopped)',
    usage: async () => (await import('./projections/rebuild.command')).REBUILD_USAGE,
    run: async (args) => (await import('./projections/rebuild.command')).rebuild(args),
  },
};

/** The command whose words start argv (the longest such name), if any. */
function findCommand(argv: string[]): [string, Command] | undefined {
  const names = Object.keys(COMMANDS).sort((a, b) => b.length - a.length);
  const name = names.find((n) => n.split(' ').every((word, i) => argv[i] === word));
  return name === undefined ? undefined : [name, COMMANDS[name]];
}

const help = (): string =>
  `usage: periscope <command> [options]\n\ncommands:\n${Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name.padEnd(16)} ${c.summary}`)
    .join('\n')}\n\nperiscope <command> --help shows a command's options; periscope --version the version.\n`;

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

const isUsageError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'UsageError' || String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'));

export async function main(argv: string[]): Promise<number> {
  const found = findCommand(argv);
  if (!found) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'V' } },
      strict: false,
      allowPositionals: true,
    });
    if (values.version) {
      process.stdout.write(`periscope ${version()}\n`);
      return 0;
    }
    // Help asked for (or no command at all) goes to stdout, to read or pipe; an unknown command is an error.
    if (values.help || argv.length === 0 || positionals[0] === 'help') {
      process.stdout.write(help());
      return 0;
    }
    process.stderr.write(`periscope: unknown command ${JSON.stringify(argv.join(' '))}\n\n${help()}`);
    return 2;
  }
  const [name, command] = found;
  const args = argv.slice(name.split(' ').length);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`usage: periscope ${await command.usage()}\n`);
    return 0;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    process.stderr.write(
      `periscope ${name}: ${(error as Error).message}\nusage: periscope ${await command.usage()}\n`,
    );
    return 2;
  }
}

/** Runs the CLI as a program: the exit code, or 1 and the stack of an unexpected error (bin/periscope.js). */
export function cli(argv: string[]): Promise<void> {
  return main(argv).then(
    (code) => void (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(
        `periscope: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}

if (require.main === module) void cli(process.argv.slice(2));
