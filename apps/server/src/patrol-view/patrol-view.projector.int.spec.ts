import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryEventStore, type EventStore, type NewEvent } from '@periscope/event-store';
import { PostgresEventStore } from '@periscope/event-store/postgres/postgres.event-store';
import {
  databaseUrlOrSkip,
  dropSchema,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import { SqliteEventStore } from '@periscope/event-store/sqlite/sqlite.event-store';
import { playCareer, POLICIES } from '@periscope/rules';
import { MemoryDocumentStorage, PATROL_VIEW_PROJECTION, type DocumentStorage } from '@periscope/projections';
import { PostgresDocumentStorage } from '@periscope/projections/postgres.document-storage';
import { SqliteDocumentStorage } from '@periscope/projections/sqlite.document-storage';
import { patrolViewAfter, patrolViewOf, type PatrolFold } from '@periscope/rules/career/views';
import { PatrolViewProjector } from './patrol-view.projector';

type PatrolViewStorage = DocumentStorage<PatrolFold>;
const VIEW = PATROL_VIEW_PROJECTION.view;

const url = databaseUrlOrSkip('patrol view on postgres');
const schema = uniqueSchema('patrol_view');
if (url) afterAll(() => dropSchema(url, schema));

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'patrol-view-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Setup {
  name: string;
  store: () => Promise<EventStore>;
  storage: () => PatrolViewStorage;
}

const setups: Setup[] = [
  {
    name: 'sqlite',
    store: async () => new SqliteEventStore({ path: join(dir, 'events.db'), pollMs: 20 }),
    storage: () => new SqliteDocumentStorage<PatrolFold>(join(dir, 'events.db'), VIEW),
  },
  ...(url
    ? [
        {
          name: 'postgres',
          store: () => PostgresEventStore.open({ connectionString: url, schema }),
          storage: () => new PostgresDocumentStorage<PatrolFold>(url, schema, VIEW),
        },
      ]
    : []),
];

/** Bot careers' events, in commands' batches, as the server appends them. */
const careers = Array.from({ length: 4 }, (_, n) => {
  const played = playCareer(POLICIES.aggressive, { serverSeed: `projector-${n}`, maxCommands: 300 });
  return { id: `00000000-0000-4000-8000-00000000000${n}`, events: played.events };
});

async function appendHalf(store: EventStore, half: 'first' | 'second') {
  for (const { id, events } of careers) {
    const cut = Math.floor(events.length / 2);
    const part = half === 'first' ? events.slice(0, cut) : events.slice(cut);
    for (let at = 0; at < part.length; at += 7) {
      const batch: NewEvent[] = part.slice(at, at + 7).map((e) => ({ type: e.type, data: e.data }));
      await store.append(`career-${id}`, batch);
    }
  }
  await store.append('seed-x', [{ type: 'CareerSeedDrawn', data: { serverSeed: 'not for the view' } }]);
}

async function project(store: EventStore, storage: PatrolViewStorage) {
  const projector = new PatrolViewProjector(store, [storage]);
  projector.onApplicationBootstrap();
  // The seed event is last and not a career event: the projector is caught up at the last career event.
  const lasts = await Promise.all(
    careers.map(
      async ({ id }) => (await store.readStream(`career-${id}`, { direction: 'backwards', maxCount: 1 }))[0],
    ),
  );
  await projector.caughtUpTo(Math.max(...lasts.map((e) => e.position)));
  return projector;
}

/** What the stored read model answers, against the same fold over the career's stored events. */
async function compare(store: EventStore, projector: PatrolViewProjector) {
  for (const { id } of careers) {
    const fold = (await projector.read(id)) as PatrolFold;
    expect(patrolViewOf(fold)).toEqual(patrolViewAfter(await store.readStream(`career-${id}`)));
  }
}

describe.each(setups)('the patrol view projector ($name)', ({ store: openStore, storage: openStorage }) => {
  it('keeps the view of every career equal to the fold of its events, across a restart from the checkpoint', async () => {
    const store = await openStore();
    await appendHalf(store, 'first');
    const first = openStorage();
    const projector = await project(store, first);
    await compare(store, projector);
    const checkpoint = await first.checkpoint();
    expect(checkpoint).toBe(projector.position);
    await projector.onModuleDestroy();

    // Restarted: it resumes after its checkpoint and applies nothing twice (a roll twice would not compare equal).
    await appendHalf(store, 'second');
    const second = openStorage();
    const again = await project(store, second);
    expect(again.position).toBeGreaterThan(checkpoint);
    await compare(store, again);
    await again.onModuleDestroy();
    await store.close();
  }, 60000);
});

it('in memory, it builds the same view from position 0 on start', async () => {
  const store = new MemoryEventStore();
  await appendHalf(store, 'first');
  await appendHalf(store, 'second');
  const projector = await project(store, new MemoryDocumentStorage<PatrolFold>());
  await compare(store, projector);
  await projector.onModuleDestroy();
});
