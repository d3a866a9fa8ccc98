import { parseArgs } from 'node:util';
import { NO_OPTIONS, POLICY_NAMES, UBOAT_TYPES, type CareerOptionsChoice } from '@periscope/rules';
import { cliLanguage, type CliLanguage } from '../language';
import { namesFrom } from '../options';
import { refuse, USAGE_WORDS } from '../usage-words';
import { Game } from './game';
import type { PlayOptions } from './play-options';
import { PLAY_WORDS } from './play-words';
import { ENGINE, type Engine } from './session';
import { Terminal, wantsColor, type PlayIO } from './terminal';

/** `play`'s options in the reader's language. */
export const playUsage = (language: CliLanguage): string =>
  USAGE_WORDS[language].play(POLICY_NAMES.join(', '));

const NEW_CAREER_ONLY = [
  'type',
  'start',
  'save',
  'seed',
  'player-seed',
  'kommandant',
  'torpedo-swaps',
  'option',
] as const;

/** The optional rules a player may switch (13.5's tournament boat is the server's to set). */
const OPTION_NAMES = Object.keys(NO_OPTIONS).filter((name) => name !== 'wolfpackTournament');

/** `name` (on), `name=false`, `name=word`, `name=<JSON>`: StartCareer's options; UsageError for an unknown name. */
export function parseOptions(switches: readonly string[]): CareerOptionsChoice {
  const options: Record<string, unknown> = {};
  for (const text of switches) {
    const [name, ...rest] = text.split('=');
    if (!OPTION_NAMES.includes(name)) throw refuse('takes', '--option', OPTION_NAMES.join(', '), name);
    options[name] = rest.length === 0 ? true : valueOf(rest.join('='));
  }
  return options as CareerOptionsChoice;
}

function valueOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // a word: a card, an ability, 'escortRolled'
  }
}

/** The options of `play`; throws UsageError on a bad one. */
export function parsePlayArgs(args: string[]): PlayOptions {
  const { values } = parseArgs({
    args,
    options: {
      type: { type: 'string' },
      start: { type: 'string' },
      save: { type: 'string' },
      resume: { type: 'string' },
      seed: { type: 'string' },
      'player-seed': { type: 'string' },
      kommandant: { type: 'string' },
      'torpedo-swaps': { type: 'string' },
      option: { type: 'string', multiple: true },
      bot: { type: 'string' },
      'no-color': { type: 'boolean', default: false },
      lang: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.resume !== undefined) {
    const clash = NEW_CAREER_ONLY.filter((o) => values[o] !== undefined);
    if (clash.length > 0) throw refuse('resumeClash', `--${clash[0]}`);
  }
  if (values.type !== undefined && !(UBOAT_TYPES as readonly string[]).includes(values.type))
    throw refuse('takes', '--type', UBOAT_TYPES.join(', '), values.type);
  if (values.start !== undefined && !/^\d{4}-\d{2}$/.test(values.start))
    throw refuse('startFormat', values.start);
  if (values.seed === '' || values['player-seed'] === '') throw refuse('emptySeed');
  const swaps = values['torpedo-swaps'];
  if (swaps !== undefined && !/^[+-]?\d+$/.test(swaps)) throw refuse('integer', '--torpedo-swaps', swaps);
  return {
    type: values.type,
    start: values.start,
    save: values.save,
    resume: values.resume,
    seed: values.seed,
    playerSeed: values['player-seed'] ?? 'player',
    kommandant: values.kommandant ?? 'Kaleun',
    torpedoSwaps: swaps === undefined ? undefined : Number(swaps),
    options: parseOptions(values.option ?? []),
    bot: values.bot === undefined ? undefined : namesFrom(values.bot, POLICY_NAMES, '--bot')[0],
    noColor: values['no-color'],
    language: cliLanguage(values.lang),
  };
}

const STDIO: PlayIO = { input: process.stdin, output: process.stdout };

/** `periscope play`: a whole career in the terminal. Resolves to the exit code. */
export async function play(args: string[], io: PlayIO = STDIO, engine: Engine = ENGINE): Promise<number> {
  const options = parsePlayArgs(args);
  const terminal = new Terminal(io, wantsColor(io, options.noColor), PLAY_WORDS[options.language]);
  try {
    const game = new Game(options, terminal, engine);
    return await game.run();
  } finally {
    terminal.close();
  }
}
