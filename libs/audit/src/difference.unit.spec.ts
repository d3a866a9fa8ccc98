import { firstDifference } from './difference';
import { readEnvelope } from './envelope';

describe('firstDifference', () => {
  it('finds nothing between equal JSON values, whatever the key order; an undefined field counts as absent', () => {
    expect(
      firstDifference({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }, 'data'),
    ).toBeUndefined();
    expect(firstDifference({ a: 1 }, { a: 1, b: undefined }, 'data')).toBeUndefined();
  });

  it('names the first path that differs, with the value expected and the value found', () => {
    expect(firstDifference({ roll: { faces: [6, 2] } }, { roll: { faces: [3, 2] } }, 'data')).toEqual({
      path: 'data.roll.faces[0]',
      expected: 3,
      found: 6,
    });
    expect(firstDifference({ a: [1] }, { a: [1, 2] }, 'data')).toEqual({
      path: 'data.a.length',
      expected: 2,
      found: 1,
    });
    expect(firstDifference({ a: 1, extra: true }, { a: 1 }, 'data')).toEqual({
      path: 'data.extra',
      expected: undefined,
      found: true,
    });
    expect(firstDifference({}, { a: 1 }, 'data')).toEqual({ path: 'data.a', expected: 1, found: undefined });
    expect(firstDifference({ a: {} }, { a: [] }, 'data')).toEqual({
      path: 'data.a',
      expected: [],
      found: {},
    });
  });
});

describe('readEnvelope', () => {
  const text = '{"stream":"career-1","revision":12,"type":"ShipSunk","data":{"tonnage":5000},"metadata":{}}';
  const envelope = (event: string, before = '') => {
    const bytes = Buffer.from(`${before}${event}`);
    return readEnvelope(bytes, before.length, bytes.length);
  };

  it("reads stream, revision, type and where the data starts off the event's bytes", () => {
    const before = 'x'.repeat(100);
    expect(envelope(text, before)).toEqual({
      stream: 'career-1',
      revision: 12,
      type: 'ShipSunk',
      dataAt: 100 + text.indexOf('{"tonnage"'),
    });
  });

  it('declines what is not plainly laid out, for the caller to parse', () => {
    expect(envelope(text.replace('"revision":12', '"revision":012'))).toBeUndefined();
    expect(envelope(text.replace('"revision":12', '"revision":99999999999999999'))).toBeUndefined();
    expect(envelope(text.replace('career-1', 'career-\\u0031'))).toBeUndefined();
    expect(envelope(text.replace('career-1', 'career-ü'))).toBeUndefined();
    expect(envelope(text.replace('career-1', ''))).toBeUndefined();
    expect(envelope(text.slice(0, 40))).toBeUndefined();
    expect(envelope(`{"revision":12,${text.slice(1)}`)).toBeUndefined();
  });
});
