import type { DiceKind, DiceSource } from '../../dice';
import { roll, type RecordedRoll } from '../model/rolls';

// A fair choice among n equal entries with the game's dice (14.4, 14.5, 14.14): the smallest die that covers n,
// rolled again while it shows more than n; above 100 entries, 1d10 for the hundreds and d100 for the rest.

const SINGLE: readonly [DiceKind, number][] = [
  ['1d6', 6],
  ['1d10', 10],
  ['1d20', 20],
  ['d100', 100],
];
const MOST = 1000;
const MAX_ATTEMPTS = 200; // for 101 entries a pair of rolls fits 1 time in 10; 200 misses never happen

export interface Picked {
  /** 0-based. */
  readonly index: number;
  readonly rolls: readonly RecordedRoll[];
}

export function pickOne(
  dice: DiceSource,
  n: number,
  request: { readonly purpose: string; readonly rule: string },
): Picked {
  if (!Number.isInteger(n) || n < 1 || n > MOST) throw new RangeError(`cannot pick one of ${n}`);
  if (n === 1) return { index: 0, rolls: [] };
  const single = SINGLE.find(([, sides]) => sides >= n);
  const rolls: RecordedRoll[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let value: number;
    if (single) {
      const r = roll(dice, single[0], request);
      rolls.push(r);
      value = r.natural;
    } else {
      const hundreds = roll(dice, '1d10', { ...request, purpose: `${request.purpose} (hundreds)` });
      const rest = roll(dice, 'd100', request);
      rolls.push(hundreds, rest);
      value = (hundreds.natural - 1) * 100 + rest.natural;
    }
    if (value <= n) return { index: value - 1, rolls };
  }
  throw new RangeError(`no pick of ${n} in ${MAX_ATTEMPTS} attempts`);
}
