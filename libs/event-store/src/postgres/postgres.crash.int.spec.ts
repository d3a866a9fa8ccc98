import { expectSurvivesSigkill } from '../../test/crash';
import { PostgresEventStore } from './postgres.event-store';
import { databaseUrlOrSkip, dropSchema, uniqueSchema } from './postgres.test-support';

const url = databaseUrlOrSkip('postgres crash test');

if (url) {
  describe('postgres survives SIGKILL of an appending process', () => {
    const schema = uniqueSchema('crash');
    afterAll(() => dropSchema(url, schema));

    it('keeps every acknowledged append, twice in a row, and positions stay gap-free', async () => {
      await expectSurvivesSigkill({ kind: 'postgres', connectionString: url, schema });
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
