import { MemoryEventStore, type RecordedEvent } from '@periscope/event-store';
import { CheckpointedProjector, type ProjectionContext } from './checkpointed-projector';
import { LeaseLost, MemoryDocumentStorage } from './document-storage';
import {
  CrossShardWrite,
  ShardedDocuments,
  shardOf,
  shardProjection,
  shardsOf,
  shardView,
  type ShardableProjection,
} from './shards';

/** Counts each career's events under the career's id: a view that shards cleanly. */
const COUNTS: ShardableProjection<number> = {
  view: { name: 'counts', version: 1 },
  categories: ['career'],
  partitionOf: (key) => key,
  async apply(event, context) {
    const id = event.stream.slice('career-'.length);
    context.set(id, ((await context.get(id)) ?? 0) + 1);
  },
};

const log = { warn: () => undefined, error: () => undefined };

/** A shard's storage whose lease another process can take and keep until the test ends. */
class TakenStorage extends MemoryDocumentStorage<number> {
  private kept: Promise<void> = Promise.resolve();
  release = () => undefined as void;

  override async lease(): Promise<number> {
    await this.kept;
    return super.lease();
  }

  /** Another process's writer takes the lease (a new epoch) and keeps it. */
  async takeOver(): Promise<number> {
    this.kept = new Promise((resolve) => (this.release = resolve));
    return super.lease();
  }
}

const until = async (done: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await done()).toBe(true);
};
const CAREERS = ['a', '9f3c', 'alpha', 'x-7', 'bravo', 'charlie', 'delta', 'echo'];

describe('shard assignment', () => {
  it("is the first 32 bits of the id's MD5 modulo the count, as PostgreSQL computes it", () => {
    // Read from `SELECT ('x' || left(md5(id), 8))::bit(32)::bigint % n` on PostgreSQL 15.
    expect(['a', '9f3c', 'alpha', 'career-x-7'].map((id) => [shardOf(id, 4), shardOf(id, 3)])).toEqual([
      [1, 0],
      [1, 0],
      [3, 0],
      [1, 2],
    ]);
  });

  it('spreads a thousand careers evenly enough over four shards', () => {
    const sizes = [0, 0, 0, 0];
    for (let i = 0; i < 1000; i++) sizes[shardOf(`career${i}`, 4)]++;
    for (const size of sizes) expect(size).toBeGreaterThan(200);
  });

  it("names each shard's view apart, and one shard keeps the view's own name", () => {
    expect(shardsOf(3).map((shard) => shardView(COUNTS.view, shard).name)).toEqual([
      'counts:1-of-3',
      'counts:2-of-3',
      'counts:3-of-3',
    ]);
    expect(shardView(COUNTS.view, { index: 0, count: 1 })).toBe(COUNTS.view);
    expect(shardProjection(COUNTS, { index: 0, count: 1 })).toBe(COUNTS);
  });

  it("refuses a write to another shard's document", async () => {
    const [first] = shardsOf(2);
    const own = CAREERS.find((id) => shardOf(id, 2) === 0) as string;
    const other = CAREERS.find((id) => shardOf(id, 2) === 1) as string;
    const crossing: ShardableProjection<number> = {
      ...COUNTS,
      apply: async (_event, context) => context.set(other, 1),
    };
    const context = {
      get: async () => undefined,
      set: () => undefined,
    } as unknown as ProjectionContext<number>;
    const event = { stream: `career-${own}` } as RecordedEvent;
    await expect(shardProjection(crossing, first).apply(event, context)).rejects.toThrow(CrossShardWrite);
  });
});

describe('a view in shards', () => {
  const store = new MemoryEventStore();
  const storages = shardsOf(3).map(() => new TakenStorage());
  const projectors = shardsOf(3).map(
    (shard, i) => new CheckpointedProjector(store, storages[i], shardProjection(COUNTS, shard), log),
  );

  beforeAll(async () => {
    projectors.forEach((projector) => projector.start());
    for (const [n, id] of CAREERS.entries())
      await store.append(
        `career-${id}`,
        Array.from({ length: n + 1 }, () => ({ type: 'Happened', data: {} })),
      );
    await store.append('game-z', [{ type: 'Happened', data: {} }]);
  });
  afterAll(async () => {
    storages.forEach((storage) => storage.release());
    await Promise.all(projectors.map((projector) => projector.stop()));
  });

  it("folds each career in its own shard only, and every shard's checkpoint moves to the last career event", async () => {
    const last = 36; // 1 + 2 + … + 8 career events; the game's event is not the view's
    await Promise.all(projectors.map((projector) => projector.caughtUpTo(last)));
    for (const [i, storage] of storages.entries()) {
      expect(await storage.checkpoint()).toBe(last);
      const mine = CAREERS.filter((id) => shardOf(id, 3) === i);
      expect((await storage.list('')).length).toBe(mine.length);
      for (const id of mine) expect(await storage.load(id)).toBe(CAREERS.indexOf(id) + 1);
    }
    expect(new Set(CAREERS.map((id) => shardOf(id, 3))).size).toBe(3);
  });

  it('reads each document from its shard and lists every shard', async () => {
    const documents = new ShardedDocuments(COUNTS, storages);
    for (const [n, id] of CAREERS.entries()) expect(await documents.load(id)).toBe(n + 1);
    expect((await documents.list('')).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await documents.checkpoints()).toEqual([36, 36, 36]);
  });

  it("fences one shard's writer when another takes its lease, and the other shards write on", async () => {
    const taken = CAREERS.find((id) => shardOf(id, 3) === 0) as string;
    const free = CAREERS.find((id) => shardOf(id, 3) === 1) as string;
    const epoch = await storages[0].takeOver();
    await store.append(`career-${taken}`, [{ type: 'Happened', data: {} }]);
    await store.append(`career-${free}`, [{ type: 'Happened', data: {} }]);
    await projectors[1].caughtUpTo(39); // 37 is the game's
    await until(() => !projectors[0].holdsLease);
    expect(await storages[1].checkpoint()).toBe(39);
    expect(await storages[1].load(free)).toBe(CAREERS.indexOf(free) + 2);
    // The fenced writer committed nothing: its shard stands where the new writer found it.
    expect(await storages[0].checkpoint()).toBe(36);
    expect(await storages[0].load(taken)).toBe(CAREERS.indexOf(taken) + 1);
    await expect(
      storages[0].commit({ docs: new Map(), from: 36, checkpoint: 39, epoch: epoch - 1 }),
    ).rejects.toThrow(LeaseLost);
    // Once the other writer lets go, the shard's own projector takes it again and catches up from its checkpoint.
    storages[0].release();
    await projectors[0].caughtUpTo(39);
    expect(await storages[0].load(taken)).toBe(CAREERS.indexOf(taken) + 2);
  });
});
