import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hotFunctions, hotParts, mainThreadProfile, partOf, type CpuProfile } from './cpu-profile';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 9 });

const profile: CpuProfile = {
  startTime: 1000,
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    { id: 2, callFrame: frame('deliver', 'file:///srv/dist/live/live-fanout.js') },
    { id: 3, callFrame: frame('writeBuffer') },
    { id: 4, callFrame: frame('', 'file:///srv/dist/live/join-answer.js') },
  ],
  samples: [1, 2, 3, 3, 4, 1, 3],
  timeDeltas: [500, 100, 100, 200, 100, 900, 100],
};

describe("bench: where a process's busy time went, from its CPU profile", () => {
  it('ranks functions by self time as a share of the samples that were not idle', () => {
    expect(hotFunctions(profile, 2)).toEqual([
      { where: 'writeBuffer', percent: 66.66666666666667 },
      { where: 'deliver live/live-fanout.js:10', percent: 16.666666666666668 },
    ]);
    expect(hotFunctions(profile, 5).map((h) => h.where)).toContain('(anonymous) live/join-answer.js:10');
  });

  it('counts only the samples stamped inside the window asked for', () => {
    // Sample times: 1500, 1600, 1700, 1900, 2000, 2900, 3000.
    expect(hotFunctions(profile, 3, [1550, 1950])).toEqual([
      { where: 'writeBuffer', percent: 75 },
      { where: 'deliver live/live-fanout.js:10', percent: 25 },
    ]);
  });

  it('names the part of the program a frame belongs to', () => {
    const part = (url: string) => partOf({ functionName: 'f', url, lineNumber: 0 });
    expect(part('file:///srv/node_modules/@nestjs/core/router/router-proxy.js')).toBe('@nestjs/core');
    expect(part('file:///srv/node_modules/better-sqlite3/lib/methods/transaction.js')).toBe('better-sqlite3');
    expect(part('node:internal/streams/writable')).toBe('node:internal');
    expect(part('file:///srv/dist/apps/server/libs/event-store/src/sqlite/sqlite.event-store.js')).toBe(
      'libs/event-store/src/sqlite',
    );
    expect(part('file:///srv/dist/apps/server/apps/server/src/common/command-handler.js')).toBe(
      'apps/server/src/common',
    );
    expect(partOf({ functionName: '(garbage collector)', url: '', lineNumber: 0 })).toBe(
      '(garbage collector)',
    );
  });

  it('sums the busy time by part, and tells the busy time', () => {
    expect(hotParts(profile, 5)).toEqual({
      ranked: [
        { where: 'writeBuffer', percent: 66.66666666666667 },
        { where: 'file:///srv/dist/live/live-fanout.js', percent: 16.666666666666668 },
        { where: 'file:///srv/dist/live/join-answer.js', percent: 16.666666666666668 },
      ],
      busyMicros: 600,
    });
  });

  it("finds the main thread's profile among the worker threads' ones", () => {
    const dir = mkdtempSync(join(tmpdir(), 'cpu-profile-'));
    try {
      writeFileSync(join(dir, 'CPU.20261129.034125.17849.1.002.cpuprofile'), '{"worker":true}');
      expect(mainThreadProfile(dir)).toBeUndefined();
      writeFileSync(join(dir, 'CPU.20261129.034123.17849.0.001.cpuprofile'), JSON.stringify(profile));
      expect(mainThreadProfile(dir)).toEqual(profile);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
