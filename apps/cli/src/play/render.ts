import { reportOf } from '@periscope/rules/career/views/headlines';
import { purposePhrase } from '@periscope/rules/career/views/purposes';
import {
  isRecordedRoll,
  rollsIn,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
  type RecordedRoll,
} from '@periscope/rules';
import { catalogue, type Catalogue } from '../catalogue';
import type { CliLanguage } from '../language';
import { PLAY_WORDS, type PlayWords } from './play-words';
import { worded } from './worded';
import type { Paint } from './terminal';

// How the game reads in a terminal: every event in a sentence of the player's language (the rules' phrases and the
// events' names, worded from the catalogues), English adding the event's own fields; every roll with its purpose,
// dice, modifiers and chart row.

const WIDTH = 110;
export const INDENT = '    ';

export type Fields = Readonly<Record<string, unknown>>;

/** Nothing to say: null, an empty list or an empty object. */
const empty = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

const isShip = (o: Fields): boolean => typeof o.name === 'string' && typeof o.tonnage === 'number';

/** 12,500 t in English, 12.500 t in Spanish and Italian. */
export const tons = (n: number, locale = 'en-US'): string => `${n.toLocaleString(locale)} t`;

export function ship(o: Fields): string {
  const damage = typeof o.damage === 'number' && o.damage > 0 ? `, damage ${o.damage}/${o.sinkPoints}` : '';
  return `${o.name} (${o.type}, ${tons(o.tonnage as number)}${damage})`;
}

/** A value on one line: a roll by its nonce (it is listed under the event), a ship by name, a route box by code. */
export function inline(v: unknown): string {
  if (isRecordedRoll(v)) return `#${v.nonce}`;
  if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Fields;
    if (isShip(o)) return ship(o);
    if (typeof o.code === 'string') return o.code;
    const fields = Object.entries(o).filter(([, x]) => !empty(x));
    return `{${fields.map(([k, x]) => `${k} ${inline(x)}`).join(', ')}}`;
  }
  return String(v);
}

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** A roll's purpose in the reader's words; one the catalogue lacks is the engine's in English, left out otherwise. */
function purposeIn(purpose: string, said: Catalogue, language: string): string {
  const phrase = purposePhrase(purpose);
  if (said.has(phrase.key)) return said.phrase(phrase);
  return language === 'en' ? purpose : '';
}

/** `dice #15  Torpedo at Novasli (9.2.3): 2d6 [6 6] = 12 · Night -1 (9.4.2) → 11 · U1 close, row ≥9` */
export function describeRoll(r: RecordedRoll, words: PlayWords = PLAY_WORDS.en): string {
  const said = catalogue(words.language);
  const modifier = (id: string) => said.word('modifier', id) ?? id;
  const modifiers = r.modifiers.map((m) => ` · ${modifier(m.id)} ${signed(m.value)} (${m.rule})`).join('');
  const total = r.modifiers.length > 0 ? ` → ${r.total}` : '';
  const english = ` · ${r.chart}${r.row === undefined ? '' : `, ${words.row} ${r.row}`}`;
  const chart =
    r.chart === undefined
      ? ''
      : words.language === 'en'
        ? english
        : ` · ${worded(words.language).chartRow(r)}`;
  const head = words
    .roll(String(r.nonce), purposeIn(r.purpose, said, words.language), r.rule)
    .replace('  (', ' (');
  return `${head}: ${r.dice} [${r.faces.join(' ')}] = ${r.natural}${modifiers}${total}${chart}`;
}

/** The head, then the parts joined by ' · ', wrapped at WIDTH; the lines after the first are indented. */
function wrap(head: string, parts: readonly string[]): string[] {
  const lines: string[] = [];
  let line = head;
  let separator = '  ';
  for (const part of parts) {
    if (line !== head && line.length + separator.length + part.length > WIDTH) {
      lines.push(line);
      line = `${INDENT}${part}`;
    } else line += `${separator}${part}`;
    separator = ' · ';
  }
  return [...lines, line];
}

/** The event in a sentence: the rules' headline of it (views/headlines.ts), else its name (`event.*`). */
export function eventSentence(event: CareerEvent, said: Catalogue): string {
  const [headline] = reportOf([event]).headlines;
  if (headline) return said.phrase(headline);
  return said.word('event', event.type) ?? event.type;
}

/** The event in a sentence; in English its type and fields after it; then one line per roll inside it. */
export function describeEvent(event: CareerEvent, paint: Paint, words: PlayWords = PLAY_WORDS.en): string[] {
  const sentence = paint('cyan', eventSentence(event, catalogue(words.language)));
  const fields = Object.entries(event.data as Fields)
    .filter(([, v]) => !empty(v))
    .map(([k, v]) => `${k} ${inline(v)}`);
  const code =
    words.language === 'en' ? wrap(`${INDENT}${event.type}`, fields).map((l) => paint('dim', l)) : [];
  const rolls = rollsIn(event.data).map((r) => `${INDENT}${paint('yellow', describeRoll(r, words))}`);
  return [sentence, ...code, ...rolls];
}

/** A command in words: in English as the engine names it, target columns named after their ships; in Spanish and
 *  Italian as the web's button says it. */
export function describeCommand(
  command: CareerCommand,
  state: CareerState,
  language: CliLanguage = 'en',
): string {
  if (language !== 'en') return worded(language).choice(command, state);
  const ships = state.encounter?.ships ?? [];
  const tubes = state.boat?.torpedoes;
  const holds = (s: Fields) => {
    const load = (s.end === 'stern' ? tubes?.sternTubes : tubes?.bowTubes)?.[s.tube as number];
    return load ? ` (${load})` : '';
  };
  const target = (i: unknown) => (typeof i === 'number' && ships[i] ? `${i} ${ships[i].name}` : inline(i));
  const value = (key: string, v: unknown): string => {
    if (key === 'shots' && Array.isArray(v))
      return v.map((s: Fields) => `${s.end} tube ${s.tube}${holds(s)} → ${target(s.target)}`).join(', ');
    if (key === 'targets' && Array.isArray(v)) return v.map(target).join(', ');
    if (key === 'target' || key === 'damagedShip') return target(v);
    return inline(v);
  };
  const data = Object.entries(command.data as Fields).filter(([, v]) => v !== undefined);
  return [command.type, ...data.map(([k, v]) => `${k} ${value(k, v)}`)].join('  ');
}
