/**
 * The periscope CLI: `periscope <command> [options]`. Each command is one entry of COMMANDS, loaded on demand and
 * parsing its own options with util.parseArgs.
 */
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
    .join('\n')}\n\nperiscope <command> --help shows a command's options.\n`;

const isUsageError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'UsageError' || String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'));

export async function main(argv: string[]): Promise<number> {
  const found = findCommand(argv);
  if (!found) {
    const { values } = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h' } },
      strict: false,
    });
    process.stderr.write(help());
    return values.help ? 0 : 2;
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
