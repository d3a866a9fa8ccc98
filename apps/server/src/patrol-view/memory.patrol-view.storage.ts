import type { PatrolFold, RollEntry } from './patrol-view.projection';
import type { PatrolViewBatch, PatrolViewStorage, StoredPatrolView } from './patrol-view.storage';

/** In memory (memory and kurrentdb stores): rebuilt from position 0 on every start. */
export class MemoryPatrolViewStorage implements PatrolViewStorage {
  readonly kind = 'memory';
  private position = 0;
  private readonly folds = new Map<string, PatrolFold>();
  private readonly rolls = new Map<string, RollEntry[]>();

  async open(): Promise<void> {}

  async lease(): Promise<boolean> {
    return true;
  }

  async checkpoint(): Promise<number> {
    return this.position;
  }

  async load(careerId: string): Promise<PatrolFold | undefined> {
    return this.folds.get(careerId);
  }

  async commit(batch: PatrolViewBatch): Promise<void> {
    for (const [careerId, fold] of batch.folds) this.folds.set(careerId, fold);
    for (const { careerId, entry } of batch.rolls) {
      const rolls = this.rolls.get(careerId) ?? [];
      rolls.push(entry);
      this.rolls.set(careerId, rolls);
    }
    this.position = batch.checkpoint;
  }

  async read(careerId: string): Promise<StoredPatrolView | undefined> {
    const fold = this.folds.get(careerId);
    if (!fold) return undefined;
    const patrol = fold.log.patrol;
    return { fold, rolls: (this.rolls.get(careerId) ?? []).filter((r) => r.patrol === patrol) };
  }

  async close(): Promise<void> {}
}
