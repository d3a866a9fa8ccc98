import { text } from './audit.fixtures';
import { botCareersExport } from './record';
import { verifyExport } from './verify';

// One export of 100 careers played by the bots (the kind bench:audit verifies, 1,000 of them).
describe('an export of 100 bot careers', () => {
  const { careers, lines } = botCareersExport(100);

  it('verifies clean: every chain link, roll, replayed command and result', () => {
    const report = verifyExport(text(lines));
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.streams).toHaveLength(100);
    expect(report.checks.results.note).toBe(
      "each career's tonnage, patrols and victory level: recomputed from the events, with the rulings applied",
    );
    expect(report.events).toBe(careers.reduce((n, c) => n + c.events.length, 0));
    for (const [i, s] of report.streams.entries()) {
      expect(s).toMatchObject({ stream: `career-bot-${i}`, events: careers[i].events.length, sealed: false });
      expect(s.rolls).toBeGreaterThan(0);
    }
  });

  it('points at the one career whose event was changed', () => {
    const n = 2 + careers.slice(0, 42).reduce((k, c) => k + c.events.length, 0) + 2; // career 42's third event
    const edited = lines.map((l, i) => (i === n - 1 ? l.replace('"revision":2,', '"revision":3,') : l));
    const report = verifyExport(text(edited));
    expect(report.firstDivergence).toMatchObject({ check: 'chain', line: n, stream: 'career-bot-42' });
    expect(report.streams.filter((s) => s.stream !== 'career-bot-42').every((s) => s.rolls > 0)).toBe(true);
  });
});
