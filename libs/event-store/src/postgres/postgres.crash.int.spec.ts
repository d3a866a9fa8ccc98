import { runCrashTest } from '../../test/crash';
import { PostgresEventStore } from './postgres.event-store';
import { databaseUrlOrSkip, dropSchema, uniqueSchema } from './postgres.test-support';

const url = databaseUrlOrSkip('postgres crash test');

if (url) {
  describe('postgres survives SIGKILL of an appending process', () => {
    const schema = uniqueSchema('crash');
    afterAll(() => dropSchema(url, schema));

    it('keeps every acknowledged append, twice in a row, and positions stay gap-free', async () => {
      const config = { kind: 'postgres' as const, connectionString: url, schema };
      for (const round of [1, 2]) {
        const result = await runCrashTest(config);
        expect({ round, missing: result.missing, broken: result.broken }).toEqual({
          round,
          missing: [],
          broken: [],
        });
        expect(result.acknowledged).toBeGreaterThan(0);
        expect(result.stored).toBeGreaterThanOrEqual(result.acknowledged);
      }
      const store = await PostgresEventStore.open({ connectionString: url, schema });
      try {
        let expected = 1;
        for await (const event of store.readAll()) expect(event.position).toBe(expected++);
        expect(await store.headPosition()).toBe(expected - 1);
      } finally {
        await store.close();
      }
    }, 60000);
  });
}
