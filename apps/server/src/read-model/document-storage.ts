/** A read model kept as JSON documents by key, with its checkpoint (generalises the patrol view's storage). */
export interface DocumentBatch<Doc> {
  /** The documents the batch changed. */
  readonly docs: ReadonlyMap<string, Doc>;
  /** The checkpoint the batch was folded from, and the one it moves to. */
  readonly from: number;
  readonly checkpoint: number;
}

/**
 * Where a read model lives: beside the events where the store has tables (sqlite, postgres), its checkpoint written
 * in the same transaction as its documents, so a crash never applies an event twice or skips one; in memory
 * otherwise (rebuilt from position 0 on start).
 */
export interface DocumentStorage<Doc> {
  readonly kind: string;
  /** Creates the tables; a stored version other than the view's empties it (rebuild). */
  open(): Promise<void>;
  /** Empties the view and sets its checkpoint to 0 (`periscope projections rebuild`). */
  reset(): Promise<void>;
  /** Waits until this process may write the view (one writer per database); false once closed. */
  lease(): Promise<boolean>;
  checkpoint(): Promise<number>;
  load(key: string): Promise<Doc | undefined>;
  /** Every document whose key starts with `prefix`. */
  list(prefix: string): Promise<Doc[]>;
  commit(batch: DocumentBatch<Doc>): Promise<void>;
  close(): Promise<void>;
}

export interface ViewName {
  readonly name: string;
  readonly version: number;
}

/** In memory (memory and kurrentdb stores, and rebuilt copies in tests). */
export class MemoryDocumentStorage<Doc> implements DocumentStorage<Doc> {
  readonly kind = 'memory';
  private position = 0;
  private readonly docs = new Map<string, Doc>();

  async open(): Promise<void> {}

  async reset(): Promise<void> {
    this.docs.clear();
    this.position = 0;
  }

  async lease(): Promise<boolean> {
    return true;
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
    // Stored as JSON would be: a reader never shares an object with the projector.
    for (const [key, doc] of batch.docs) this.docs.set(key, structuredClone(doc));
    this.position = batch.checkpoint;
  }

  async close(): Promise<void> {}
}
