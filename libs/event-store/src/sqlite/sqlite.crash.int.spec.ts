import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectSurvivesSigkill } from '../../test/crash';

describe('sqlite survives SIGKILL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'periscope-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged append, twice in a row', async () => {
    await expectSurvivesSigkill({ kind: 'sqlite', path: join(dir, 'crash.db') });
  }, 60000);
});
