import { ChartPackInvalid, type ChartPath } from '@periscope/rules';
import { refusal } from './charts-words';

// Why a pack is refused, in Spanish and Italian: each sentence libs/rules/src/charts refuses a pack with (its
// schema.ts, dice.ts and the charts' own checks), at a place with a row, a modifier or a band.

const at = (chart: string, label: string, index: number, field?: string): ChartPath =>
  field ? [chart, { label, index }, field] : [chart, { label, index }];

const REFUSED: readonly ChartPackInvalid[] = [
  new ChartPackInvalid(at('T1', 'row', 2, 'name'), 'must be a non-empty string'),
  new ChartPackInvalid(at('T1', 'row', 2, 'escorted'), 'must be true or false'),
  new ChartPackInvalid(at('T1', 'row', 2, 'tonnage'), 'must be at most 30000'),
  new ChartPackInvalid(at('E1', 'row', 0, 'result'), 'must be one of convoy, ship'),
  new ChartPackInvalid(['E1', 'rows'], 'must have 6 rows, found 5'),
  new ChartPackInvalid(['E1', 'rows'], 'must have at least 1 row(s)'),
  new ChartPackInvalid(['E1', 'rows'], 'must not be empty'),
  new ChartPackInvalid(at('E2', 'modifier', 1), 'must have a min or a max'),
  new ChartPackInvalid(at('E2', 'modifier', 1, 'id'), 'night appears twice'),
  new ChartPackInvalid(at('P1', 'route', 0, 'access'), 'names unknown route north'),
  new ChartPackInvalid(at('E2', 'row', 1), 'roll 5-3 is reversed'),
  new ChartPackInvalid(at('E2', 'row', 1), 'roll 13 is outside the 2d6 range 2-12'),
  new ChartPackInvalid(at('E2', 'row', 1), 'roll 1 matches no 2d6 total'),
  new ChartPackInvalid(at('E2', 'row', 2), 'roll 4-6 overlaps row 1 (2-5)'),
  new ChartPackInvalid(at('E2', 'row', 0), 'roll may be open below only on the first row of a modified roll'),
  new ChartPackInvalid(at('E2', 'row', 0), 'modifiers can bring the total down to 0, which no row covers'),
  new ChartPackInvalid(at('U4', 'band', 0), 'tons must start at 0'),
  new ChartPackInvalid(at('U4', 'band', 1), 'only the last band is open above'),
  new ChartPackInvalid(at('U1', 'row', 0, 'defaultMix'), 'must add up to the load'),
  new ChartPackInvalid(at('U4', 'band', 2, 'points'), 'must be at least 2 (band 2)'),
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

  it('in English: the library’s own sentence', () => {
    for (const error of REFUSED) expect(refusal(error, 'en')).toBe(error.message);
    expect(REFUSED.filter((error) => ENGLISH.test(error.message))).toHaveLength(REFUSED.length);
  });
});
