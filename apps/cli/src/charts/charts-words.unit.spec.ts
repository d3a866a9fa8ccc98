import { ChartPackInvalid, type ChartPath } from '@periscope/rules';
import { refusal } from './charts-words';

// Why a pack is refused, in Spanish and Italian: each code libs/rules/src/charts refuses a pack with (pack-reasons.ts:
// its schema.ts, dice.ts and the charts' own checks), at a place with a row, a modifier or a band, worded by its code
// and values, never by matching the English sentence.

const at = (chart: string, label: string, index: number, field?: string): ChartPath =>
  field ? [chart, { label, index }, field] : [chart, { label, index }];

const REFUSED: readonly ChartPackInvalid[] = [
  new ChartPackInvalid(at('T1', 'row', 2, 'name'), { code: 'text' }),
  new ChartPackInvalid(at('T1', 'row', 2, 'escorted'), { code: 'boolean' }),
  new ChartPackInvalid(at('T1', 'row', 2, 'tonnage'), { code: 'atMost', values: { n: 30000 } }),
  new ChartPackInvalid(at('E1', 'row', 0, 'result'), { code: 'oneOf', values: { values: 'convoy, ship' } }),
  new ChartPackInvalid(['E1', 'rows'], { code: 'itemCount', values: { n: 6, label: 'row', found: 5 } }),
  new ChartPackInvalid(['E1', 'rows'], { code: 'minItems', values: { n: 1, label: 'row' } }),
  new ChartPackInvalid(['E1', 'rows'], { code: 'empty' }),
  new ChartPackInvalid(at('E2', 'modifier', 1), { code: 'minOrMax' }),
  new ChartPackInvalid(at('E2', 'modifier', 1, 'id'), { code: 'twice', values: { value: 'night' } }),
  new ChartPackInvalid(at('P1', 'route', 0, 'access'), { code: 'unknownRoute', values: { route: 'north' } }),
  new ChartPackInvalid(at('E2', 'row', 1), { code: 'rollReversed', values: { span: '5-3' } }),
  new ChartPackInvalid(at('E2', 'row', 1), {
    code: 'outsideDie',
    values: { span: '13', die: '2d6', range: '2-12' },
  }),
  new ChartPackInvalid(at('E2', 'row', 1), { code: 'noTotal', values: { span: '1', die: '2d6' } }),
  new ChartPackInvalid(at('E2', 'row', 2), {
    code: 'overlaps',
    values: { span: '4-6', row: 1, other: '2-5' },
  }),
  new ChartPackInvalid(at('E2', 'row', 0), { code: 'openBelow' }),
  new ChartPackInvalid(at('E2', 'row', 0), {
    code: 'modifiersReach',
    values: { direction: 'down', total: 0 },
  }),
  new ChartPackInvalid(at('U4', 'band', 0), { code: 'tonsStart', values: { n: 0 } }),
  new ChartPackInvalid(at('U4', 'band', 1), { code: 'lastBandOpen' }),
  new ChartPackInvalid(at('U1', 'row', 0, 'defaultMix'), { code: 'mixAddsUp' }),
  new ChartPackInvalid(at('U4', 'band', 2, 'points'), {
    code: 'atLeastAfter',
    values: { n: 2, label: 'band', row: 2 },
  }),
];

/** English words of the library's sentences that a worded reason no longer shows. */
const ENGLISH =
  /\b(?:must|is|are|row|band|modifier|roll|found|least|most|appears|names|overlaps|covers|only|empty)\b/;

describe('why a pack is refused, in the reader’s language', () => {
  it.each(['es', 'it'] as const)('in %s: each of the library’s sentences is worded', (language) => {
    const worded = REFUSED.map((error) => refusal(error, language));
    expect(worded.filter((line) => ENGLISH.test(line))).toEqual([]);
  });

  it('in Spanish: the place, the field and the reason', () => {
    expect(refusal(REFUSED[19], 'es')).toBe('U4 franja 3: points: debe ser al menos 2 (franja 2)');
    expect(refusal(REFUSED[13], 'es')).toBe('E2 fila 3: la tirada 4-6 se solapa con la fila 1 (2-5)');
  });

  it('words the code, whatever the English sentence says', () => {
    const refused = new ChartPackInvalid(at('E2', 'row', 2), {
      code: 'overlaps',
      values: { span: '4-6', row: 1, other: '2-5' },
    });
    Object.defineProperty(refused, 'message', { value: 'E2 row 3: a sentence the library rewrote' });
    expect(refusal(refused, 'it')).toBe('E2 riga 3: il tiro 4-6 si sovrappone alla riga 1 (2-5)');
  });

  it('in English: the library’s own sentence', () => {
    expect(REFUSED[19].message).toBe('U4 band 3: points must be at least 2 (band 2)');
    for (const error of REFUSED) expect(refusal(error, 'en')).toBe(error.message);
    expect(REFUSED.filter((error) => ENGLISH.test(error.message))).toHaveLength(REFUSED.length);
  });
});
