/** A read model kept as JSON documents by key, with its checkpoint (generalises the patrol view's storage). */
export interface DocumentBatch<Doc> {
  /** The documents the batch changed. */
  readonly docs: ReadonlyMap<string, Doc>;
  /** The checkpoint the batch was folded from, and the one it moves to. */
  readonly from: number;
  readonly checkpoint: number;
  /** The writer's lease (its epoch): the batch lands only while the checkpoint row still holds it. */
  readonly epoch: number;
}

/**
 * Where a read model lives: beside the events where the store has tables (sqlite, postgres), its checkpoint written
 * in the same transaction as its documents, so a crash never applies an event twice or skips one; in memory
 * otherwise (rebuilt from position 0 on start).
 *
 * One writer at a time: `lease()` waits for the view's lease and returns its epoch, a number stored in the checkpoint
 * row and raised by every new holder. Each commit is fenced by it: a writer whose epoch was overtaken (it lost the
 * lease, say with its database session) gets LeaseLost and writes nothing more until it holds the lease again.
 */
export interface DocumentStorage<Doc> {
  readonly kind: string;
  /** Creates the tables; a stored version other than the view's empties it (rebuild). */
  open(): Promise<void>;
  /** Empties the view and sets its checkpoint to 0 (`periscope projections rebuild`). */
  reset(): Promise<void>;
  /**
   * Waits until this process may write the view and returns its epoch; undefined once closed. `onLost` hears of a
   * lease that ends under the holder (its session ended, its heartbeat failed), with the lease's epoch.
   */
  lease(onLost?: (epoch: number) => void): Promise<number | undefined>;
  checkpoint(): Promise<number>;
  load(key: string): Promise<Doc | undefined>;
  /** Every document whose key starts with `prefix`. */
  list(prefix: string): Promise<Doc[]>;
  /** Commits the batch with its checkpoint; LeaseLost (nothing written) when `batch.epoch` is no longer the view's. */
  commit(batch: DocumentBatch<Doc>): Promise<void>;
  close(): Promise<void>;
}

export interface ViewName {
  readonly name: string;
  readonly version: number;
}

/** Another writer holds the view's lease now: this one must stop writing and contend again. */
export class LeaseLost extends Error {
  readonly code = 'projections/lease-lost';
  constructor(
    readonly view: string,
    readonly epoch: number,
  ) {
    super(`the lease of epoch ${epoch} on ${view} was lost: another writer holds the view`);
    this.name = 'LeaseLost';
  }
}

/** In memory (memory and kurrentdb stores, and rebuilt copies in tests): one process, so the lease is always its. */
export class MemoryDocumentStorage<Doc> implements DocumentStorage<Doc> {
  readonly kind = 'memory';
  private position = 0;
  private epoch = 0;
  private readonly docs = new Map<string, Doc>();

  async open(): Promise<void> {}

  async reset(): Promise<void> {
    this.docs.clear();
    this.position = 0;
  }

  async lease(): Promise<number> {
    return ++this.epoch;
  }

  async checkpoint(): Promise<number> {
    return this.position;
  }

  async load(key: string): Promise<Doc | undefined> {
    return this.docs.get(key);
  }

  async list(prefix: string): Promise<Doc[]> {
    return [...this.docs].filter(([key]) => key.startsWith(prefix)).map(([, doc]) => doc);
  }

  async commit(batch: DocumentBatch<Doc>): Promise<void> {
    if (batch.epoch !== this.epoch) throw new LeaseLost('memory', batch.epoch);
    // Stored as JSON would be: a reader never shares an object with the projector.
    for (const [key, doc] of batch.docs) this.docs.set(key, structuredClone(doc));
    this.position = batch.checkpoint;
  }

  async close(): Promise<void> {}
}
