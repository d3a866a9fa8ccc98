import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@periscope/event-store/sqlite/sqlite.event-store';
import { playCareer, POLICIES } from '@periscope/rules';
import { PATROL_VIEW_PROJECTION, shardOf, shardView } from '@periscope/projections';
import { SqliteDocumentStorage } from '@periscope/projections/sqlite.document-storage';
import { patrolViewAfter, patrolViewOf, type PatrolFold } from '@periscope/rules/career/views';
import { captured } from '../captured.test-support';
import { UsageError } from '../options';
import { rebuild } from './rebuild.command';

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'rebuild-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CAREER = '00000000-0000-4000-8000-0000000000aa';

describe('periscope projections rebuild', () => {
  it('Given a store with a career, When every view is rebuilt, Then the patrol view equals the fold of its events', async () => {
    const path = join(dir, 'events.db');
    const store = new SqliteEventStore({ path });
    const { events } = playCareer(POLICIES.cautious, { serverSeed: 'rebuild', maxCommands: 120 });
    await store.append(
      `career-${CAREER}`,
      events.map((e) => ({ type: e.type, data: e.data })),
    );
    const stored = await store.readStream(`career-${CAREER}`);
    await store.close();

    const run = await captured(() => rebuild(['--store', 'sqlite', '--sqlite-path', path]));

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/tournament-standings: rebuilt to position \d+/);
    expect(run.stdout).toContain(`patrol-view: rebuilt to position ${stored.at(-1)?.position}`);
    const storage = new SqliteDocumentStorage<PatrolFold>(path, PATROL_VIEW_PROJECTION.view);
    await storage.open();
    expect(patrolViewOf((await storage.load(CAREER)) as PatrolFold)).toEqual(patrolViewAfter(stored));
    await storage.close();
  });

  it('Given READ_MODEL_SHARDS=2, When the patrol view is rebuilt, Then each shard is rebuilt and the career is in its own', async () => {
    const path = join(dir, 'shards.db');
    const store = new SqliteEventStore({ path });
    const { events } = playCareer(POLICIES.cautious, { serverSeed: 'rebuild', maxCommands: 40 });
    await store.append(
      `career-${CAREER}`,
      events.map((e) => ({ type: e.type, data: e.data })),
    );
    const stored = await store.readStream(`career-${CAREER}`);
    await store.close();
    process.env.READ_MODEL_SHARDS = '2';
    const run = await captured(() =>
      rebuild(['--view', 'patrol-view', '--store', 'sqlite', '--sqlite-path', path]),
    ).finally(() => delete process.env.READ_MODEL_SHARDS);

    expect(run.code).toBe(0);
    const last = stored.at(-1)?.position;
    expect(run.stdout).toContain(`patrol-view:1-of-2: rebuilt to position ${last}`);
    expect(run.stdout).toContain(`patrol-view:2-of-2: rebuilt to position ${last}`);
    const own = shardOf(CAREER, 2);
    for (const index of [0, 1]) {
      const view = shardView(PATROL_VIEW_PROJECTION.view, { index, count: 2 });
      const storage = new SqliteDocumentStorage<PatrolFold>(path, view);
      await storage.open();
      const fold = (await storage.load(CAREER)) as PatrolFold | undefined;
      expect(fold && patrolViewOf(fold)).toEqual(index === own ? patrolViewAfter(stored) : undefined);
      await storage.close();
    }
  });

  it('refuses a view it does not know, naming those it does', async () => {
    await expect(rebuild(['--view', 'nope', '--sqlite-path', join(dir, 'x.db')])).rejects.toThrow(
      new UsageError('--view takes standings, patrol-view, all; got nope'),
    );
  });
});
