import { parseArgs } from 'node:util';
import { NO_OPTIONS, POLICY_NAMES, UBOAT_TYPES, type CareerOptionsChoice } from '@periscope/rules';
import { cliLanguage } from '../language';
import { namesFrom, UsageError } from '../options';
import { Game } from './game';
import type { PlayOptions } from './play-options';
import { PLAY_WORDS } from './play-words';
import { ENGINE, type Engine } from './session';
import { Terminal, wantsColor, type PlayIO } from './terminal';

export const PLAY_USAGE =
  'play [--type VIIC] [--start 1943-07] [--save career.ndjson] [--seed S] [--bot moderate] [--no-color] [--lang es]\n' +
  '       periscope play --resume career.ndjson [--bot cautious] [--no-color]\n' +
  '  --type          U-boat type (else asked)\n' +
  '  --start         start date YYYY-MM (else asked)\n' +
  '  --save          write every event, with its command and dice nonces, to a new NDJSON file\n' +
  '  --resume        continue the career saved in the file (new events are appended to it)\n' +
  '  --seed          the server seed, for a reproducible game (default: 32 random bytes)\n' +
  "  --player-seed   the player's seed (default: player)\n" +
  "  --kommandant    the Kommandant's name (default: Kaleun)\n" +
  '  --torpedo-swaps re-type up to 4 torpedoes when loading (4.5): N > 0 G7a→G7e, N < 0 G7e→G7a (--torpedo-swaps=-2)\n' +
  '  --option        switch an optional rule (§14, §15) on, again for each: --option reducedConvoyTargets,\n' +
  '                  --option evasiveManoeuvres=escortRolled (a value: a word, or JSON)\n' +
  `  --bot           let a bot play: ${POLICY_NAMES.join(', ')}\n` +
  '  --no-color      plain text (also when NO_COLOR is set or stdout is not a terminal)\n' +
  '  --lang          en, es or it: the game in English, Spanish or Italian (default: LC_ALL, LC_MESSAGES or LANG)\n' +
  'At the prompt: a number, s (status), q (quit; the save file keeps the career), or a command as JSON.';

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
    if (!OPTION_NAMES.includes(name))
      throw new UsageError(`--option takes one of ${OPTION_NAMES.join(', ')}; got ${name}`);
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
    if (clash.length > 0)
      throw new UsageError(`--resume continues a saved career; --${clash[0]} starts a new one`);
  }
  if (values.type !== undefined && !(UBOAT_TYPES as readonly string[]).includes(values.type))
    throw new UsageError(`--type takes ${UBOAT_TYPES.join(', ')}; got ${values.type}`);
  if (values.start !== undefined && !/^\d{4}-\d{2}$/.test(values.start))
    throw new UsageError(`--start takes YYYY-MM, e.g. 1943-07; got ${values.start}`);
  if (values.seed === '' || values['player-seed'] === '') throw new UsageError('a seed cannot be empty');
  const swaps = values['torpedo-swaps'];
  if (swaps !== undefined && !/^[+-]?\d+$/.test(swaps))
    throw new UsageError(`--torpedo-swaps must be an integer, got ${swaps}`);
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
