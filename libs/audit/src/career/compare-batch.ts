import type { CareerEvent } from '@periscope/rules';
import { firstDifference } from '../difference';
import { at, type Finding } from '../findings';
import type { CommandMetadata } from '../format';
import { rollAt } from '../rolls';
import type { LineEvent } from './command-lines';

/**
 * Whether a command's stored events are what decide gave (the same JSON, as canonical text compares) and its
 * dice ended where the metadata says; otherwise a finding at the first difference, with the rule of the roll
 * or event it lies in.
 */
export function compareBatch(
  batch: readonly LineEvent[],
  decided: readonly CareerEvent[],
  diceEnd: number,
  meta: CommandMetadata,
  findings: Finding[],
): boolean {
  const divergence = replayDivergence(batch, decided);
  if (divergence) findings.push(divergence);
  else if (diceEnd !== meta.dice.nextNonce)
    findings.push({
      check: 'replay',
      ...at(batch[batch.length - 1]),
      path: 'metadata.dice.nextNonce',
      expected: diceEnd,
      found: meta.dice.nextNonce,
      message: `decide's dice end at nonce ${diceEnd}, the metadata says ${meta.dice.nextNonce}`,
      code: 'diceEnd',
      params: { expected: diceEnd, found: meta.dice.nextNonce },
    });
  return !divergence && diceEnd === meta.dice.nextNonce;
}

/**
 * The first place where a command's stored events are not what decide gave (any decider's events): an event added
 * or removed, another type, another value (with the rule of the roll or event it lies in), or, when `sameBytes`,
 * the same values in another key order; undefined when they are the same.
 */
export function replayDivergence(
  batch: readonly LineEvent[],
  decided: readonly { readonly type: string; readonly data: unknown }[],
  sameBytes = true,
): Finding | undefined {
  for (let k = 0; k < Math.max(batch.length, decided.length); k++) {
    const stored = batch[k];
    const mine = decided[k];
    if (!mine)
      return {
        check: 'replay',
        ...at(stored),
        expected: null,
        found: stored.type,
        message: `decide gives no ${stored.type} here: an event was added`,
        code: 'eventAdded',
      };
    if (!stored) {
      const last = batch[batch.length - 1];
      return {
        check: 'replay',
        ...at(last),
        expected: mine.type,
        found: null,
        message: `decide gives one more event after this one, ${mine.type}: an event was removed`,
        code: 'eventRemoved',
      };
    }
    if (stored.type !== mine.type)
      return {
        check: 'replay',
        ...at(stored),
        path: 'type',
        expected: mine.type,
        found: stored.type,
        message: `decide gives ${mine.type} where the export has ${stored.type}`,
        code: 'otherEvent',
      };
    const d = firstDifference(stored.data, mine.data, 'data');
    if (d) {
      const rule = rollAt(stored.data, d.path)?.rule ?? RESULT_RULES[d.path] ?? ruleOf(mine.data);
      return {
        check: 'replay',
        ...at(stored),
        rule,
        ...d,
        message: `${d.path}: decide gives ${show(d.expected)}, the export has ${show(d.found)}`,
        code: 'valueDiffers',
      };
    }
    const [expected, found] = [JSON.stringify(mine.data), JSON.stringify(stored.data)];
    if (sameBytes && expected !== found)
      return {
        check: 'replay',
        ...at(stored),
        path: 'data',
        expected,
        found,
        message: 'the same values in another key order: not the bytes decide gives',
        code: 'keyOrder',
      };
  }
  return undefined;
}

/** The rules of the figures an event publishes (5.2), before the rule the event itself applied. */
const RESULT_RULES: Readonly<Record<string, string>> = {
  'data.tonnage': '5.2.1',
  'data.victoryLevel': '5.2.2',
};

const ruleOf = (data: unknown): string | undefined => {
  const rule = (data as { rule?: unknown }).rule;
  return typeof rule === 'string' ? rule : undefined;
};

const show = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));
