import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCrashTest } from '../../test/crash';

describe('sqlite survives SIGKILL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'periscope-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged append, twice in a row', async () => {
    const config = { kind: 'sqlite' as const, path: join(dir, 'crash.db') };
    for (const round of [1, 2]) {
      const result = await runCrashTest(config);
      expect({ round, missing: result.missing, broken: result.broken }).toEqual({
        round,
        missing: [],
        broken: [],
      });
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.stored).toBeGreaterThanOrEqual(result.acknowledged);
    }
  }, 60000);
});
