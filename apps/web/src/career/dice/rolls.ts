import type { RecordedRoll } from '@periscope/rules';
import type { ClientEvent } from '../events';
import { purposePhrase } from '@periscope/rules/career/views/purposes';
import { hasMessage, t, word } from '../../i18n/i18n';
import { phrase } from '../../i18n/phrase';
import { endReasonName, sentenceWords, words, wordsInSentence } from '../../ui/words';

/** A roll found in an event, with what it decided where the event says so beside it. */
export interface FoundRoll {
  readonly roll: RecordedRoll;
  readonly outcome: string | null;
}

/** The rolls of one event, in the order its data holds them. */
export interface RollGroup {
  readonly revision: number;
  readonly type: string;
  readonly rolls: readonly FoundRoll[];
}

type Bag = Readonly<Record<string, unknown>>;

/** A RecordedRoll is any object with a `dice` string, a `nonce` number and a `faces` array (nested anywhere). */
const isRoll = (v: unknown): v is RecordedRoll =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Bag).dice === 'string' &&
  typeof (v as Bag).nonce === 'number' &&
  Array.isArray((v as Bag).faces);

/** 9.6.10: the rolls of an escorts' attack each decide their own part of it (the weapon, the aim, the damage). */
function attackPart(key: string, holder: Bag): string | null {
  const { weapon, roll } = holder;
  if (key === 'specialCheck') return weapon === 'depthCharges' ? t('roll.depthCharges') : t('roll.special');
  if (key === 'weaponRoll' && typeof weapon === 'string') return wordsInSentence(weapon);
  if (key === 'hedgehogHit') return roll ? t('roll.hit') : t('roll.miss');
  return null;
}

/**
 * What the roll decided, read from the object that holds it (its result, hit, dud…); a fatal roll reads so, a
 * Beneath the Med boat's in its words (5.1: its submarine sunk).
 */
function outcomeBeside(key: string, holder: Bag, med: boolean): string | null {
  const { result, hit, dud, granted, detected, points, hits, sunk, imploded } = holder;
  const part = attackPart(key, holder);
  if (part) return part;
  if (sunk === true) return endReasonName('sunk', med);
  if (imploded === true) return t('roll.imploded');
  if (typeof result === 'string' || typeof result === 'number') return wordsInSentence(result);
  if (typeof hit === 'boolean') return hit ? t('roll.hit') : t('roll.miss');
  if (typeof dud === 'boolean') return dud ? t('roll.dud') : t('roll.true');
  if (typeof granted === 'boolean') return granted ? t('roll.granted') : t('roll.refused');
  if (typeof detected === 'boolean') return detected ? t('detection.detected') : t('detection.notDetected');
  if (typeof points === 'number') return t('roll.points', { n: points });
  if (typeof hits === 'number') return t('hunt.hits', { n: hits });
  return null;
}

function walk(value: unknown, key: string, holder: Bag | null, med: boolean, found: FoundRoll[]): void {
  if (isRoll(value)) found.push({ roll: value, outcome: holder ? outcomeBeside(key, holder, med) : null });
  else if (Array.isArray(value)) for (const v of value) walk(v, key, null, med, found);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) walk(v, k, value as Bag, med, found);
}

/** Every roll recorded in an event's data, depth first in key order; `med`: a Beneath the Med boat's. */
export function rollsOf(event: ClientEvent, med = false): FoundRoll[] {
  const found: FoundRoll[] = [];
  walk(event.data, '', null, med, found);
  return found;
}

/** The events that made rolls, each with its rolls, oldest first. */
export const groupsOf = (events: readonly ClientEvent[], med = false): RollGroup[] =>
  events.flatMap((e) => {
    const rolls = rollsOf(e, med);
    return rolls.length > 0 ? [{ revision: e.revision, type: e.type, rolls }] : [];
  });

/** A chart column of months: 'jul1943toDec1943' → 'Jul 1943 to Dec 1943'. */
const months = (column: string) =>
  column.replace(
    /^([a-z]{3})(\d{4})to([A-Z][a-z]{2})(\d{4})$/,
    (_, a: string, y: string, b: string, z: string) =>
      t('roll.months', { from: `${a.charAt(0).toUpperCase()}${a.slice(1)} ${y}`, to: `${b} ${z}` }),
  );

/** "[E2] row 6-11", "[U1] medium, row 2-7". */
export function chartRow(roll: RecordedRoll): string | null {
  if (!roll.chart) return null;
  const [table, ...rest] = roll.chart.split(' ');
  const column = rest.join(' ');
  const year = /^starting rank (\d{4})$/.exec(column); // [M4] (11.2.2)
  if (year)
    return t('roll.startingRank', {
      year: year[1],
      rank: roll.row?.split(' ')[0] ?? '',
      from: roll.row?.match(/\d+/)?.[0] ?? '',
    });
  const named = /^[a-z][a-zA-Z]*$/.test(column)
    ? (word('slcHarbour', column) ?? words(column)) // a harbour of [D3] and [D5] (6.7.5.3), or a word of the game
    : /^[a-z]+\/[a-z]+$/.test(column) // a column of two ('day/night', [E1])
      ? column.split('/').map(wordsInSentence).join('/')
      : (word('purpose', column) ?? months(column)); // a column named by what is rolled ('switch to night', 8.4.2)
  const where = named ? `[${table}] ${named}` : `[${table}]`;
  return roll.row ? t('roll.row', { where, row: roll.row }) : where;
}

/** A roll's purpose by the phrase the rules read it as (`purpose.*`, `purposeOf.*`); one the catalogue lacks is spelled out. */
export function purposeName(purpose: string): string {
  const said = purposePhrase(purpose);
  return hasMessage(said.key) ? phrase(said) : sentenceWords(purpose);
}

/** The event that rolled, by its name in the catalogue (`event.*`). */
/** An event's name; a Beneath the Med career's in its own words where they differ (a submarine, not a U-boat). */
export const eventName = (type: string, med = false): string =>
  (med ? word('medEventName', type) : null) ?? word('event', type) ?? words(type);

/** "Escort detection: 9, undetected" (the newest roll, announced). */
export function announcement({ roll, outcome }: FoundRoll): string {
  const purpose = purposeName(roll.purpose);
  return outcome ? `${purpose}: ${roll.total}, ${outcome}` : `${purpose}: ${roll.total}`;
}
