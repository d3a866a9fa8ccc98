import { MemoryEventStore } from '@periscope/event-store';
import { MemoryDocumentStorage } from '@periscope/projections';
import { CareerIndexProjector } from './career-index.projector';
import type { CareerRow } from './career-index.projection';
import { ROW_PREFIX, type CareerIndexDoc } from './career-index.read-model';

/** The index's storage, counting how often every row is read. */
class CountingStorage extends MemoryDocumentStorage<CareerIndexDoc> {
  lists = 0;
  override list(prefix: string): Promise<CareerIndexDoc[]> {
    this.lists++;
    return super.list(prefix);
  }
}

const row = (careerId: string) => ({ careerId, status: 'active' }) as CareerRow;

async function commitRow(storage: CountingStorage, careerId: string, position: number): Promise<void> {
  const epoch = await storage.lease();
  const from = await storage.checkpoint();
  await storage.commit({
    epoch,
    from,
    checkpoint: position,
    docs: new Map([[ROW_PREFIX + careerId, { row: row(careerId), position }]]),
  });
}

describe('CareerIndexProjector.page', () => {
  const request = { status: 'all', limit: 10 } as const;

  it('reads the rows once a checkpoint, however often a page is asked for, and again once the index moves', async () => {
    const storage = new CountingStorage();
    const index = new CareerIndexProjector(new MemoryEventStore(), [storage]);
    await commitRow(storage, 'a', 1);
    for (let i = 0; i < 5; i++)
      expect((await index.page(request)).careers.map((c) => c.careerId)).toEqual(['a']);
    expect(storage.lists).toBe(1);

    await commitRow(storage, 'b', 2);
    expect((await index.page(request)).careers.map((c) => c.careerId)).toEqual(['b', 'a']);
    expect((await index.page({ ...request, limit: 1 })).careers.map((c) => c.careerId)).toEqual(['b']);
    expect(storage.lists).toBe(2);
  });

  it('reads again after a failed read instead of keeping the failure', async () => {
    const storage = new CountingStorage();
    const index = new CareerIndexProjector(new MemoryEventStore(), [storage]);
    await commitRow(storage, 'a', 1);
    const list = storage.list.bind(storage);
    storage.list = () => Promise.reject(new Error('store down'));
    await expect(index.page(request)).rejects.toThrow('store down');
    storage.list = list;
    expect((await index.page(request)).careers).toHaveLength(1);
  });
});
