import { csvCell, logFileName, patrolLogCsv, patrolLogText } from './patrol-log-export';
import { longCareer } from './log.fixtures';
import { patrolLog, type PatrolLogData } from './patrol-log';

describe('the log sheet to take away', () => {
  const log = patrolLog(longCareer().events);

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
  ])('escapes %j against spreadsheet formulas', (cell, escaped) => {
    expect(csvCell(cell)).toBe(escaped);
  });

  it('quotes commas and quotes, and leaves plain cells and numbers alone', () => {
    expect(csvCell('Fort Halkett, Jr.')).toBe('"Fort Halkett, Jr."');
    expect(csvCell('Empire Tourist')).toBe('Empire Tourist');
    expect(csvCell(7100)).toBe('7100');
    expect(csvCell(null)).toBe('');
  });

  it('escapes a ship whose name would be a formula, in the whole file', () => {
    const ship = { ...log.patrols[0].ships[0], name: '=cmd|calc' };
    const hostile: PatrolLogData = { ...log, patrols: [{ ...log.patrols[0], ships: [ship] }] };
    const rows = patrolLogCsv(hostile).split('\r\n');
    expect(rows[1]).toContain(",'=cmd|calc,");
    expect(rows.some((r) => /(^|,)=/.test(r))).toBe(false);
  });

  it('has one row per ship sunk and one summary row per patrol', () => {
    const rows = patrolLogCsv(log).trim().split('\r\n');
    expect(rows[0]).toBe('record,patrol,sailed,returned,area,ship,ship type,tonnage,outcome');
    const ships = rows.filter((r) => r.startsWith('ship sunk,'));
    const patrols = rows.filter((r) => r.startsWith('patrol,'));
    expect(ships).toHaveLength(log.shipsSunk);
    expect(patrols).toHaveLength(log.patrols.length);
    const tonnage = patrols.reduce((n, r) => n + Number(r.split(',')[7]), 0);
    expect(tonnage).toBe(longCareer().state.tonnage);
  });

  it('writes the text sheet with every patrol and the totals', () => {
    const text = patrolLogText(log, false);
    for (const p of log.patrols) expect(text).toContain(`Patrol ${p.number}:`);
    expect(text).toContain(`tonnage: ${log.tonnage.toLocaleString('en-US')} t`);
  });

  it("writes a Beneath the Med career's commander and end in its words (5.1)", () => {
    const ended = {
      reason: 'kommandantKilled',
      rule: '7.7.4',
      detail: '',
      tonnage: 0,
      victoryLevel: 'defeat',
    };
    const text = patrolLogText({ ...log, patrols: [], ended }, true);
    expect(text).toContain('Comandante: ');
    expect(text).toContain('Career ended: Comandante killed (7.7.4)');
    expect(text).not.toMatch(/Kommandant/);
  });

  it('names the file after the U-boat ID, else the career', () => {
    const withId = { ...log, header: log.header && { ...log.header, uboatId: 'U-123' } };
    expect(logFileName(withId, 'c-1', 'csv')).toBe('U-123-patrol-log.csv');
    expect(logFileName(log, 'c/../1', 'txt')).toBe('c-1-patrol-log.txt');
  });
});
