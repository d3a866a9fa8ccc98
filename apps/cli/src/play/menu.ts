import type { CareerCommand, CareerState, Decision, LegalCommand } from '@periscope/rules';
import { describeCommand, inline } from './render';
import { askSalvo } from './salvo-form';
import { describeStatus } from './status';
import { pick } from './pick';
import { PLAY_WORDS, type PlayWords } from './play-words';
import { worded } from './worded';
import type { Terminal } from './terminal';

/** One numbered line of the prompt: a command ready to send, or one whose parameters are asked next. */
export interface MenuItem {
  readonly label: string;
  readonly offer: LegalCommand;
  readonly command: CareerCommand | null;
  /** Asked by a form rather than parameter by parameter: the salvo tube by tube (9.2.1). */
  readonly form?: 'salvo';
}

type Parameter = [name: string, values: readonly unknown[] | string];

/** A parameter the player must choose: free text, or more than one value. */
const isOpen = ([, values]: Parameter): boolean => typeof values === 'string' || values.length > 1;

/** The data of a command whose every parameter has at most one value (an `undefined` value is left out). */
const fixedData = (parameters: Parameter[]): Record<string, unknown> =>
  Object.fromEntries(
    parameters.filter(([, v]) => v.length === 1 && v[0] !== undefined).map(([k, v]) => [k, v[0]]),
  );

/** A command whose open parameters are asked next: in English by the engine's names, else in the catalogue's. */
function chooseLabel(offer: LegalCommand, open: Parameter[], words: PlayWords): string {
  if (words.language === 'en') return words.choose(offer.type, open.map(([k]) => k).join(', '));
  const said = worded(words.language);
  return words.choose(said.command(offer.type), open.map(([k]) => said.parameter(k)).join(', '));
}

/** The legal commands pending() lists: each ready-made choice on its own line, else one line per command. */
export function menuOf(decision: Decision, state: CareerState, words: PlayWords = PLAY_WORDS.en): MenuItem[] {
  return decision.commands.flatMap((offer): MenuItem[] => {
    if (offer.choices) {
      const ready = offer.choices.map((c) => ({
        label: describeCommand(c, state, words.language),
        offer,
        command: c,
      }));
      if (offer.type !== 'FireTorpedoes') return ready;
      const form = { label: words.salvoForm, offer };
      return [...ready, { ...form, command: null, form: 'salvo' as const }];
    }
    const parameters = Object.entries(offer.parameters);
    const open = parameters.filter(isOpen);
    if (open.length > 0) return [{ label: chooseLabel(offer, open, words), offer, command: null }];
    const command = { type: offer.type, data: fixedData(parameters) } as CareerCommand;
    return [{ label: describeCommand(command, state, words.language), offer, command }];
  });
}

/** Asks each open parameter of the offer from its allowed values (free text where pending() describes it). */
export async function askParameters(terminal: Terminal, offer: LegalCommand): Promise<CareerCommand | null> {
  const data: Record<string, unknown> = {};
  const { language } = terminal.words;
  const said = language === 'en' ? null : worded(language);
  const named = (name: string) => said?.parameter(name) ?? name;
  const option = (name: string, v: unknown) => (said ? said.option(name, v) : inline(v));
  for (const [name, values] of Object.entries(offer.parameters)) {
    if (typeof values === 'string') {
      let text = '';
      while (text === '') {
        const answer = await terminal.ask(`${named(name)} (${values}): `);
        if (answer === null) return null;
        text = answer;
      }
      data[name] = text;
      continue;
    }
    let chosen = 0;
    if (values.length > 1) {
      const labels = values.map((v) => (v === undefined ? terminal.words.leaveOut : option(name, v)));
      terminal.write(`  ${named(name)}: ${labels.map((l, i) => `${i + 1}) ${l}`).join('   ')}`);
      const i = await pick(terminal, `${named(name)}? `, labels);
      if (i === null) return null;
      chosen = i;
    }
    if (values.length > 0 && values[chosen] !== undefined) data[name] = values[chosen];
  }
  return { type: offer.type, data } as CareerCommand;
}

/** Lists the legal commands and reads the player's: null when he quits or the input ends. */
export async function chooseCommand(
  terminal: Terminal,
  decision: Decision,
  state: CareerState,
): Promise<CareerCommand | null> {
  const { words } = terminal;
  const items = menuOf(decision, state, words);
  items.forEach((item, i) => terminal.write(`  ${String(i + 1).padStart(2)}) ${item.label}`));
  for (;;) {
    const answer = await terminal.ask(`> `);
    if (answer === null || answer.toLowerCase() === 'q') return null;
    if (answer.toLowerCase() === 's') {
      describeStatus(state, words).forEach((l) => terminal.write(l));
      continue;
    }
    if (answer.startsWith('{')) {
      try {
        return JSON.parse(answer) as CareerCommand;
      } catch {
        terminal.write(terminal.paint('red', words.notJson));
        continue;
      }
    }
    const n = Number(answer);
    if (!Number.isInteger(n) || n < 1 || n > items.length) {
      terminal.write(terminal.paint('red', words.answer(String(items.length))));
      continue;
    }
    const item = items[n - 1];
    if (item.form === 'salvo') return askSalvo(terminal, state);
    return item.command ?? askParameters(terminal, item.offer);
  }
}
