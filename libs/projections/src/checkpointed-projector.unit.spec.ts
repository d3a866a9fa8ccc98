import { EventStoreUnavailable, MemoryEventStore } from '@periscope/event-store';
import { CheckpointedProjector, type Projection } from './checkpointed-projector';
import { LeaseLost, MemoryDocumentStorage, type DocumentBatch } from './document-storage';
import { retryDelayMs } from './retry-schedule';

/** Counts each career's events: the smallest read model. */
const COUNTS: Projection<number> = {
  view: { name: 'counts', version: 1 },
  categories: ['career'],
  async apply(event, context) {
    context.set(event.stream, ((await context.get(event.stream)) ?? 0) + 1);
  },
};

const outage = () =>
  new EventStoreUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

/** A storage whose database is down for the first `failures` calls of `failing`. */
class FlakyStorage extends MemoryDocumentStorage<number> {
  constructor(
    private failures: number,
    private readonly failing: 'lease' | 'commit',
  ) {
    super();
  }

  override async lease(): Promise<number> {
    if (this.failing === 'lease' && this.failures-- > 0) throw outage();
    return super.lease();
  }

  override async commit(batch: DocumentBatch<number>): Promise<void> {
    if (this.failing === 'commit' && this.failures-- > 0) throw outage();
    return super.commit(batch);
  }
}

/** A storage another writer can take over, as one whose lock died with its session; it holds it till released. */
class ContendedStorage extends MemoryDocumentStorage<number> {
  leases = 0;
  refused = 0;
  private free: Promise<void> = Promise.resolve();

  override async lease(): Promise<number> {
    this.leases++;
    await this.free;
    return super.lease();
  }

  override async commit(batch: DocumentBatch<number>): Promise<void> {
    try {
      return await super.commit(batch);
    } catch (error) {
      if (error instanceof LeaseLost) this.refused++;
      throw error;
    }
  }

  /** Another writer takes the lease (a new epoch) and keeps it until the returned function is called. */
  async takeOver(): Promise<() => void> {
    let release!: () => void;
    this.free = new Promise((resolve) => (release = resolve));
    await super.lease();
    return release;
  }
}

const log = () => {
  const lines: string[] = [];
  return { lines, warn: (m: string) => void lines.push(m), error: (m: string) => void lines.push(m) };
};

const append = (store: MemoryEventStore, stream: string, n: number) =>
  store.append(
    stream,
    Array.from({ length: n }, () => ({ type: 'Happened', data: {} })),
  );

const until = async (done: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await done()).toBe(true);
};

describe('the supervised projector', () => {
  it('retries a storage that fails three times, on the schedule, logs each retry once, and catches up', async () => {
    const store = new MemoryEventStore();
    const storage = new FlakyStorage(3, 'commit');
    const heard = log();
    const projector = new CheckpointedProjector(store, storage, COUNTS, heard, undefined, {
      firstMs: 1,
      maxMs: 4,
    });
    projector.start();
    await append(store, 'career-a', 5);
    await projector.caughtUpTo(5);
    await append(store, 'career-a', 2);
    await projector.caughtUpTo(7);
    expect(await storage.load('career-a')).toBe(7);
    expect(heard.lines).toEqual([
      'counts: The event store cannot be reached: connect ECONNREFUSED; retry 1 in 1 ms',
      'counts: The event store cannot be reached: connect ECONNREFUSED; retry 2 in 2 ms',
      'counts: The event store cannot be reached: connect ECONNREFUSED; retry 3 in 4 ms',
    ]);
    await projector.stop();
  });

  it('keeps contending for the lease while the database is down, then catches up', async () => {
    const store = new MemoryEventStore();
    await append(store, 'career-b', 4);
    const storage = new FlakyStorage(6, 'lease');
    const heard = log();
    const projector = new CheckpointedProjector(store, storage, COUNTS, heard, undefined, {
      firstMs: 1,
      maxMs: 4,
    });
    projector.start();
    await projector.caughtUpTo(4);
    expect(await storage.load('career-b')).toBe(4);
    expect(heard.lines.map((line) => line.slice(line.indexOf('retry')))).toEqual([
      'retry 1 in 1 ms',
      'retry 2 in 2 ms',
      'retry 3 in 4 ms',
      'retry 4 in 4 ms',
      'retry 5 in 4 ms',
      'retry 6 in 4 ms',
    ]);
    await projector.stop();
  });

  it('starts the schedule over once a run has committed something', async () => {
    const store = new MemoryEventStore();
    const storage = new FlakyStorage(1, 'commit');
    const heard = log();
    const projector = new CheckpointedProjector(store, storage, COUNTS, heard, undefined, {
      firstMs: 1,
      maxMs: 4,
    });
    projector.start();
    await append(store, 'career-c', 1);
    await projector.caughtUpTo(1);
    (storage as unknown as { failures: number }).failures = 1;
    await append(store, 'career-c', 1);
    await projector.caughtUpTo(2);
    expect(heard.lines.map((line) => line.slice(line.indexOf('retry')))).toEqual([
      'retry 1 in 1 ms',
      'retry 1 in 1 ms',
    ]);
    await projector.stop();
  });
});

describe('a writer fenced by the lease epoch', () => {
  it('stops writing once another writer holds the view, contends again, and catches up when it gets it back', async () => {
    const store = new MemoryEventStore();
    const storage = new ContendedStorage();
    const heard = log();
    const projector = new CheckpointedProjector(store, storage, COUNTS, heard, undefined, {
      firstMs: 1,
      maxMs: 4,
    });
    projector.start();
    await append(store, 'career-d', 2);
    await projector.caughtUpTo(2);

    const release = await storage.takeOver();
    await append(store, 'career-d', 3);
    await until(() => storage.leases === 2);
    expect(storage.refused).toBe(1);
    expect(await storage.checkpoint()).toBe(2);
    expect(await storage.load('career-d')).toBe(2);
    expect(heard.lines).toEqual([
      expect.stringMatching(
        /^counts: the lease of epoch 1 on .+ was lost: another writer holds the view; retry 1 in 1 ms$/,
      ),
    ]);

    await append(store, 'career-d', 1); // while the other writer holds the view, this one writes nothing
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.load('career-d')).toBe(2);
    expect(storage.refused).toBe(1);

    release();
    await projector.caughtUpTo(6);
    expect(await storage.load('career-d')).toBe(6);
    await projector.stop();
  });
});

/** A storage that, like PostgreSQL's lease, says when the lease ends under its holder (a session ended). */
class LosableStorage extends MemoryDocumentStorage<number> {
  leases = 0;
  private lose?: () => void;

  override async lease(onLost?: (epoch: number) => void): Promise<number> {
    this.leases++;
    const epoch = await super.lease();
    this.lose = () => onLost?.(epoch);
    return epoch;
  }

  /** Another process ends this one's lock session and raises the epoch. */
  async takenOver(): Promise<void> {
    await super.lease();
    this.lose?.();
  }
}

describe('whether the projector holds the lease now', () => {
  it('says so once leased, not the moment the storage says the lease ended, and again once it holds it anew', async () => {
    const store = new MemoryEventStore();
    const storage = new LosableStorage();
    const heard = log();
    const projector = new CheckpointedProjector(store, storage, COUNTS, heard, undefined, {
      firstMs: 50,
      maxMs: 50,
    });
    expect(projector.holdsLease).toBe(false);
    projector.start();
    await append(store, 'career-e', 2);
    await projector.caughtUpTo(2);
    expect(projector.holdsLease).toBe(true);

    await storage.takenOver();
    expect(projector.holdsLease).toBe(false); // at once, though its position stays where it was
    expect(projector.position).toBe(2);
    await until(() => storage.leases === 2);
    await until(() => projector.holdsLease);
    expect(heard.lines).toEqual([expect.stringMatching(/^counts: the lease of epoch 1 on .+ was lost/)]);
    await append(store, 'career-e', 1);
    await projector.caughtUpTo(3);
    expect(await storage.load('career-e')).toBe(3);
    await projector.stop();
    expect(projector.holdsLease).toBe(false);
  });
});

describe('the retry schedule', () => {
  it('doubles from the first wait up to the cap, the same every time', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => retryDelayMs(n))).toEqual([
      250, 500, 1000, 2000, 2000, 2000, 2000, 2000,
    ]);
    expect(retryDelayMs(2, { firstMs: 10, maxMs: 30 })).toBe(30);
  });

  it('takes off up to half of each wait by the jitter its caller draws', () => {
    expect([0, 0.5, 0.999].map((j) => retryDelayMs(3, { jitter: () => j }))).toEqual([2000, 1500, 1001]);
  });
});

describe('a stop while a run starts', () => {
  it('ends the run that was reading its checkpoint when stop() came: no subscription outlives the stop', async () => {
    const store = new MemoryEventStore();
    let reading!: () => void;
    let release!: () => void;
    const read = new Promise<void>((resolve) => (reading = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const storage = new (class extends MemoryDocumentStorage<number> {
      override async checkpoint(): Promise<number> {
        reading();
        await gate; // the database answers late, as after an outage
        return super.checkpoint();
      }
    })();
    const projector = new CheckpointedProjector(store, storage, COUNTS, log());
    projector.start();
    await read;
    let stopped = false;
    const stopping = projector.stop().then(() => (stopped = true));
    release();
    await until(() => stopped);
    await stopping;
  });
});
