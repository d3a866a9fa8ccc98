import type { tournament } from '@periscope/play';
import { resultsCsv, resultsNdjson, type RulingRow } from './results-export';

describe('the results as CSV and NDJSON', () => {
  describe('when a name starts like a spreadsheet formula', () => {
    it.each(['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'])(
      'writes %j as text, never as a formula',
      (name) => {
        const cells = parseCsv(resultsCsv(board([row({ name })]), []))[1];
        expect(cells[1]).toBe(`'${name}`);
      },
    );

    it('leaves an ordinary name and negative-looking numbers it writes itself alone', () => {
      const cells = parseCsv(resultsCsv(board([row({ name: 'Kptlt. Prien' })]), []))[1];
      expect(cells[1]).toBe('Kptlt. Prien');
      expect(cells[5]).toBe('8000');
    });
  });

  describe('when the organiser ruled on a result (T-ADJUDICATE)', () => {
    const ruled: RulingRow = {
      careerId: 'c-1',
      rulingId: 'r-1',
      ruling: { kind: 'correctResult', revision: 12, field: 'tonnage', from: 8000, to: 1 },
      reason: 'disputed, convoy',
    };

    it('names each ruling in the rulings column of its entrant, the others empty', () => {
      const csv = parseCsv(resultsCsv(board([row({}), row({ careerId: 'c-2', name: 'B' })]), [ruled]));
      expect(csv[0].at(-1)).toBe('rulings');
      expect(csv[1].at(-1)).toBe('r-1: tonnage of revision 12 corrected from 8000 to 1 (disputed, convoy)');
      expect(csv[2].at(-1)).toBe('');
    });

    it("lists them on the entrant's NDJSON line", () => {
      const lines = resultsNdjson(board([row({})]), 7, [ruled])
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines[1]).toMatchObject({ type: 'entrant', careerId: 'c-1', rulings: [ruled] });
    });
  });
});

// ---- fixtures ----

const row = (over: Partial<tournament.StandingRow>): tournament.StandingRow => ({
  rank: 1,
  careerId: 'c-1',
  name: 'A',
  number: 1,
  uboatType: 'VIIC',
  pack: null,
  standing: 'ranked',
  reason: null,
  tonnage: 8000,
  shipsSunk: 1,
  patrolsCompleted: 0,
  patrol: 1,
  fate: 'atSea',
  endReason: null,
  date: '1943-07',
  ...over,
});

const board = (individual: tournament.StandingRow[]): tournament.Standings => ({
  tournamentId: 't-1',
  name: 'Cup',
  format: 'top-tonnage',
  scoring: 'tonnage',
  phase: 'running',
  pausedFor: null,
  individual,
  packs: [],
  survival: [],
  winner: null,
  winningPack: null,
});

/** RFC 4180, enough for these tests: quoted cells with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return records;
}
