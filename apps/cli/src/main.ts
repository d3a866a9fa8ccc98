/**
 * The periscope CLI: `periscope <command> [options]`. Each command is one entry of COMMANDS, loaded on demand and
 * parsing its own options with util.parseArgs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dispatch, runAsProcess, type Entry, type Program } from './dispatch';
import { helpLanguage, type CliLanguage } from './language';
import { explain, USAGE_WORDS } from './usage-words';

/** What each command runs, and its options in the reader's language. */
const RUN: Record<string, Pick<Entry, 'run'> & { usage: (language: CliLanguage) => Promise<string> }> = {
  play: {
    usage: async (language) => (await import('./play/play.command')).playUsage(language),
    run: async (args) => (await import('./play/play.command')).play(args),
  },
  simulate: {
    usage: async (language) => (await import('./simulate/simulate.command')).simulateUsage(language),
    run: async (args) => (await import('./simulate/simulate.command')).simulate(args),
  },
  audit: {
    usage: async (language) => USAGE_WORDS[language].audit,
    run: async (args) => (await import('./audit/audit.command')).audit(args),
  },
  'charts validate': {
    usage: async (language) => (await import('./charts/charts.command')).chartsUsage('validate', language),
    run: async (args) => (await import('./charts/charts.command')).validateCharts(args),
  },
  'charts import': {
    usage: async (language) => (await import('./charts/charts.command')).chartsUsage('import', language),
    run: async (args) => (await import('./charts/charts.command')).importCharts(args),
  },
  'charts export': {
    usage: async (language) => (await import('./charts/charts.command')).chartsUsage('export', language),
    run: async (args) => (await import('./charts/charts.command')).exportCharts(args),
  },
  'projections rebuild': {
    usage: async (language) => (await import('./projections/rebuild.command')).rebuildUsage(language),
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

/** The CLI in a language: its help, each command's line and options, its usage errors (usage-words.ts). */
function periscope(language: CliLanguage): Program {
  const words = USAGE_WORDS[language];
  const entries = Object.fromEntries(
    Object.entries(RUN).map(([name, { usage, run }]) => [
      name,
      { summary: words.summaries[name], usage: () => usage(language), run },
    ]),
  );
  return {
    name: 'periscope',
    synopsis: words.synopsis,
    entriesTitle: words.commands,
    entries,
    footer: words.footer,
    usagePrefix: 'periscope ',
    version,
    words: {
      usage: words.usage,
      unknownCommand: words.unknownCommand,
      explain: (error) => explain(error, words),
    },
  };
}

/** Runs the CLI in the language of `--lang` or of the locale (docs/i18n.md "The command line"). */
export const main = (argv: string[]): Promise<number> => dispatch(periscope(helpLanguage(argv)), argv);

/** Runs the CLI as a program: the exit code, or 1 and the stack of an unexpected error (bin/periscope.js). */
export const cli = (argv: string[]): Promise<void> => runAsProcess('periscope', main(argv));

if (require.main === module) void cli(process.argv.slice(2));
