import fc from 'fast-check';
import { text } from './audit.fixtures';
import { exportStreams } from './export';
import { botCareersExport } from './record';
import { asBuffer, headerLine, linkLines, readExport, type ExportLines } from './read';
import { scanLines, splitLines } from './scan';

const lines = botCareersExport(3).lines;

/** An export read with its lines scanned in `parts` runs (as AuditPool's threads do), then linked. */
function readInRuns(input: string, parts: number): ExportLines {
  const bytes = asBuffer(input);
  const first = headerLine(bytes);
  const bounds = splitLines(bytes, first.next, bytes.length, parts);
  const scans = bounds.slice(1).map((to, i) => scanLines(bytes, bounds[i], to));
  return linkLines(bytes, first, scans);
}

/** What a reading gives, the events as plain values. */
const seen = (read: () => ExportLines) => {
  try {
    const { events, ...rest } = read();
    return {
      ...rest,
      events: events.map(({ line, stream, revision, type, start, end, dataAt, hash, prevHash }) => ({
        ...{ line, stream, revision, type, start, end, dataAt, hash, prevHash },
      })),
    };
  } catch (error) {
    return String(error);
  }
};

/** A forger's or a careless copier's edit of the lines (an edited character is left unhashed). */
const edit = fc.record({
  op: fc.constantFrom('character', 'delete', 'swap', 'duplicate', 'crlf', 'cut', 'blank', 'append'),
  at: fc.nat(),
  pos: fc.nat(),
  char: fc.constantFrom('a', '0', '"', '{', '}', '\n', 'é', '€', ','),
});

type Edit = { op: string; at: number; pos: number; char: string };

function edited(source: readonly string[], edits: readonly Edit[]): string {
  let ls = [...source];
  for (const { op, at, pos, char } of edits) {
    const i = at % ls.length;
    const l = ls[i];
    const p = pos % (l.length + 1);
    if (op === 'character') ls[i] = l.slice(0, p) + char + l.slice(p + 1);
    if (op === 'delete') ls.splice(i, 1);
    if (op === 'swap' && i + 1 < ls.length) [ls[i], ls[i + 1]] = [ls[i + 1], ls[i]];
    if (op === 'duplicate') ls.splice(i, 0, l);
    if (op === 'crlf') ls[i] = `${l}\r`;
    if (op === 'cut') ls = ls.slice(0, i + 1);
    if (op === 'blank') ls.splice(i, 0, '');
    if (op === 'append') ls.push(l);
  }
  return text(ls);
}

// Given an export, edited or not, when its lines are scanned in runs (any number) and linked, then the chain
// check finds what one scan of every line finds, in the same order, and reads the same events.
describe('scanning the lines in runs', () => {
  it('reads what one scan reads, edited export or not', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 4 }), fc.integer({ min: 2, max: 40 }), (edits, parts) => {
        const input = edited(lines, edits);
        expect(seen(() => readInRuns(input, parts))).toEqual(seen(() => readExport(input)));
      }),
      { numRuns: 300 },
    );
  });

  it('reads a clean export with no finding, whatever the runs', () => {
    const read = readInRuns(text(lines), 7);
    expect(read.findings).toEqual([]);
    expect(read.events).toHaveLength(lines.length - 2);
  });

  it('reads names that are not plain ASCII as they are written', () => {
    const stream = 'rulings-Kapitän-€';
    const { events, findings } = readInRuns(
      text(
        exportStreams({
          kind: 'rulings',
          id: 'names',
          chartPack: { version: 'v', hash: 'h' },
          streams: [
            {
              stream,
              kind: 'rulings',
              seeds: null,
              events: [{ revision: 0, type: 'RulingFiled', data: { why: 'ß' }, metadata: {} }],
            },
          ],
        }),
      ),
      3,
    );
    expect(findings).toEqual([]);
    expect(events.map((e) => [e.stream, e.type, e.dataAt])).toEqual([[stream, 'RulingFiled', -1]]);
  });

  it('splits into runs of whole lines, no more runs than lines', () => {
    const bytes = asBuffer('a\nbb\nccc\n');
    expect(splitLines(bytes, 0, bytes.length, 2)).toEqual([0, 5, 9]);
    expect(splitLines(bytes, 0, bytes.length, 100)).toEqual([0, 2, 5, 9]);
    expect(splitLines(bytes, 2, 5, 3)).toEqual([2, 5]);
  });
});
