import { AuditProgress } from './progress';

/** Back to the start of the line, and erase it. */
const CLEAR_LINE = '\r\x1b[K';

describe("periscope audit's progress", () => {
  it('writes a line per stage off a terminal, then the total', () => {
    const written: string[] = [];
    const progress = new AuditProgress((text) => written.push(text), false);
    progress.step('reading 3.3 MB');
    progress.step('verifying 12,345 events on 2 threads');
    progress.done();
    expect(written).toHaveLength(3);
    expect(written[0]).toMatch(/^\[audit\] reading 3\.3 MB \(\d+\.\d s\)\n$/);
    expect(written[1]).toMatch(/^\[audit\] verifying 12,345 events on 2 threads \(\d+\.\d s\)\n$/);
    expect(written[2]).toMatch(/^\[audit\] done in \d+\.\d s\n$/);
  });

  it('redraws one line in place on a terminal and clears it at the end', () => {
    jest.useFakeTimers();
    try {
      const written: string[] = [];
      const progress = new AuditProgress((text) => written.push(text), true);
      progress.step('verifying 12,345 events on 2 threads');
      jest.advanceTimersByTime(1_000); // two redraws, twice a second
      progress.done();
      expect(written).toHaveLength(4);
      for (const line of written.slice(0, 3)) {
        expect(line.startsWith(CLEAR_LINE)).toBe(true);
        expect(line.slice(CLEAR_LINE.length)).toMatch(
          /^\[audit\] verifying 12,345 events on 2 threads… \d+\.\d s$/,
        );
        expect(line).not.toContain('\n');
      }
      expect(written[3]).toBe(CLEAR_LINE);
      jest.advanceTimersByTime(2_000);
      expect(written).toHaveLength(4); // stopped
    } finally {
      jest.useRealTimers();
    }
  });
});
