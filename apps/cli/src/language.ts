import { UsageError } from './options';

// The CLI's language (docs/i18n.md): --lang, else the locale of the environment, else English.

export const CLI_LANGUAGES = ['en', 'es', 'it'] as const;
export type CliLanguage = (typeof CLI_LANGUAGES)[number];

const isCliLanguage = (code: string): code is CliLanguage =>
  (CLI_LANGUAGES as readonly string[]).includes(code);

/** `--lang es`; else LC_ALL, LC_MESSAGES or LANG ('it_IT.UTF-8' → 'it'), the first set; else English. */
export function cliLanguage(asked: string | undefined, env: NodeJS.ProcessEnv = process.env): CliLanguage {
  if (asked !== undefined) {
    if (isCliLanguage(asked)) return asked;
    throw new UsageError(`--lang: one of ${CLI_LANGUAGES.join(', ')}, not '${asked}'`, {
      key: 'language',
      values: [CLI_LANGUAGES.join(', '), asked],
    });
  }
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  const code = locale.slice(0, 2).toLowerCase();
  return isCliLanguage(code) ? code : 'en';
}

/** The language of the help and the usage errors: --lang in the command line where it is one, else the locale's. */
export function helpLanguage(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliLanguage {
  const at = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const asked = at < 0 ? undefined : argv[at].startsWith('--lang=') ? argv[at].slice(7) : argv[at + 1];
  return asked !== undefined && isCliLanguage(asked) ? asked : cliLanguage(undefined, env);
}
