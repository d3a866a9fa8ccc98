import {
  databaseUrlOrSkip,
  dropSchema,
  sql,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import { LeaseLost, type DocumentBatch } from './document-storage';
import { PostgresDocumentStorage } from './postgres.document-storage';

const VIEW = { name: 'lease-test', version: 1 };
const url = databaseUrlOrSkip('read-model lease on postgres');

const batch = (epoch: number, from: number, checkpoint: number): DocumentBatch<number> => ({
  docs: new Map([['k', checkpoint]]),
  from,
  checkpoint,
  epoch,
});

// Issue 20 §3: a writer that lost its lease must know it and stop before its next write.
(url ? describe : describe.skip)('the read model lease on PostgreSQL, fenced by an epoch', () => {
  const schema = uniqueSchema('lease');
  const storages: PostgresDocumentStorage<number>[] = [];
  const storage = () => {
    const made = new PostgresDocumentStorage<number>(url as string, schema, VIEW);
    storages.push(made);
    return made;
  };

  beforeAll(() => sql(url as string, `CREATE SCHEMA "${schema}"`));
  afterAll(async () => {
    await Promise.all(storages.map((s) => s.close()));
    await dropSchema(url as string, schema);
  });

  it('a writer whose lease another took over writes nothing more: LeaseLost, the newcomer’s commit lands', async () => {
    const first = storage();
    await first.open();
    const old = (await first.lease()) as number;
    await first.commit(batch(old, 0, 1));

    const second = storage();
    await second.open();
    const holder = (first as unknown as { holderPid: number }).holderPid;
    const leasing = second.lease();
    await sql(url as string, 'SELECT pg_terminate_backend($1)', [holder]); // the old lock dies with its session
    const epoch = (await leasing) as number;
    expect(epoch).toBeGreaterThan(old);

    await expect(first.commit(batch(old, 1, 2))).rejects.toBeInstanceOf(LeaseLost);
    await second.commit(batch(epoch, 1, 2));
    expect(await second.checkpoint()).toBe(2);
    expect(await second.load('k')).toBe(2);
    await Promise.all([first.close(), second.close()]);
  });

  it('a writer whose lock session died writes nothing, even before anyone else raised the epoch', async () => {
    const only = storage();
    await only.open();
    const epoch = (await only.lease()) as number;
    const from = await only.checkpoint();
    await sql(url as string, 'SELECT pg_terminate_backend($1)', [
      (only as unknown as { holderPid: number }).holderPid,
    ]);
    await expect(only.commit(batch(epoch, from, from + 1))).rejects.toBeInstanceOf(LeaseLost);
    expect(await only.checkpoint()).toBe(from);
    const again = (await only.lease()) as number; // the same process contends again and wins
    expect(again).toBe(epoch + 1);
    await only.commit(batch(again, from, from + 1));
    expect(await only.checkpoint()).toBe(from + 1);
  });
});
