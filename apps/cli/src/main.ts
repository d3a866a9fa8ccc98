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
  'bench store': {
    summary: 'measure the event store against the raw driver and Emmett (sqlite, postgres)',
    usage: async () => (await import('./bench/bench-store.command')).BENCH_STORE_USAGE,
    run: async (args) => (await import('./bench/bench-store.command')).benchStore(args),
  },
  'bench rules': {
    summary: 'measure the career engine (decide + evolve) on careers played by the bots, one core',
    usage: async () => (await import('./bench/bench-rules.command')).BENCH_RULES_USAGE,
    run: async (args) => (await import('./bench/bench-rules.command')).benchRules(args),
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

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(
        `periscope: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
