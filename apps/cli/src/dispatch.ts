/**
 * One dispatcher for the programs made of named entries, each loaded on demand and parsing its own options with
 * util.parseArgs: the CLI (`periscope <command>`) and the benchmarks (`bench/main.ts <name>`).
 */
import { parseArgs } from 'node:util';

/** A command of the CLI, a benchmark. */
export interface Entry {
  summary: string;
  usage: () => Promise<string>;
  /** Runs with the arguments after the entry's words; resolves to the exit code. */
  run: (args: string[]) => Promise<number>;
}

export interface Program {
  /** Begins its messages: `periscope`, `bench`. */
  readonly name: string;
  /** The help's first line, after `usage: `. */
  readonly synopsis: string;
  /** What the help calls the entries: `commands`, `benchmarks`. */
  readonly entriesTitle: string;
  /** By name; a name of several words (`projections rebuild`) is matched word by word. */
  readonly entries: Readonly<Record<string, Entry>>;
  /** The help's last line. */
  readonly footer: string;
  /** Put before an entry's usage: the CLI's usages leave out `periscope `, the benchmarks' name `bench` already. */
  readonly usagePrefix: string;
  /** `--version` / `-V` prints it, when given. */
  readonly version?: () => string;
  /** The help's and the usage errors' own words, when not English (the CLI's, usage-words.ts). */
  readonly words?: DispatchWords;
}

/** What the dispatcher itself says. */
export interface DispatchWords {
  /** `usage`, before the synopsis and each usage. */
  readonly usage: string;
  readonly unknownCommand: (command: string) => string;
  /** A usage error in the reader's words. */
  readonly explain: (error: Error) => string;
}

const ENGLISH: DispatchWords = {
  usage: 'usage',
  unknownCommand: (command) => `unknown command ${command}`,
  explain: (error) => error.message,
};

/** The entry whose words start argv (the longest such name), if any. */
function findEntry(program: Program, argv: string[]): [string, Entry] | undefined {
  const names = Object.keys(program.entries).sort((a, b) => b.length - a.length);
  const name = names.find((n) => n.split(' ').every((word, i) => argv[i] === word));
  return name === undefined ? undefined : [name, program.entries[name]];
}

function help(program: Program): string {
  const entries = Object.entries(program.entries);
  const width = Math.max(...entries.map(([name]) => name.length)) + 1;
  const lines = entries.map(([name, entry]) => `  ${name.padEnd(width)} ${entry.summary}`);
  return `${(program.words ?? ENGLISH).usage}: ${program.synopsis}\n\n${program.entriesTitle}:\n${lines.join('\n')}\n\n${program.footer}\n`;
}

/** A UsageError, or node's own refusal of the arguments (an Error of another realm under a test runner). */
const isUsageError = (error: unknown): error is Error =>
  typeof error === 'object' &&
  error !== null &&
  ((error as Error).name === 'UsageError' ||
    String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'));

/** Help, version or an unknown name, when argv names no entry. */
function withoutEntry(program: Program, argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'V' } },
    strict: false,
    allowPositionals: true,
  });
  if (values.version && program.version) {
    process.stdout.write(`${program.name} ${program.version()}\n`);
    return 0;
  }
  // Help asked for (or no entry at all) goes to stdout, to read or pipe; an unknown name is an error.
  if (values.help || argv.length === 0 || positionals[0] === 'help') {
    process.stdout.write(help(program));
    return 0;
  }
  const unknown = (program.words ?? ENGLISH).unknownCommand(JSON.stringify(argv.join(' ')));
  process.stderr.write(`${program.name}: ${unknown}\n\n${help(program)}`);
  return 2;
}

/** Runs the entry argv names; a usage error prints the entry's usage and resolves to 2, any other error throws. */
export async function dispatch(program: Program, argv: string[]): Promise<number> {
  const found = findEntry(program, argv);
  if (!found) return withoutEntry(program, argv);
  const [name, entry] = found;
  const args = argv.slice(name.split(' ').length);
  const words = program.words ?? ENGLISH;
  const usage = async () => `${words.usage}: ${program.usagePrefix}${await entry.usage()}\n`;
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(await usage());
    return 0;
  }
  try {
    return await entry.run(args);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    process.stderr.write(`${program.name} ${name}: ${words.explain(error)}\n${await usage()}`);
    return 2;
  }
}

/** Runs `main` as the process: its exit code, or 1 and the stack of an unexpected error. */
export function runAsProcess(name: string, main: Promise<number>): Promise<void> {
  return main.then(
    (code) => void (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(
        `${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
