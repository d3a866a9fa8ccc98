import { runEventStoreContract } from '../../test/event-store.contract';
import { PostgresEventStore } from './postgres.event-store';
import { databaseUrlOrSkip, dropSchema, uniqueSchema } from './postgres.test-support';

const url = databaseUrlOrSkip();

if (url) {
  const schema = uniqueSchema('contract');
  afterAll(() => dropSchema(url, schema));
  runEventStoreContract('postgres', () => PostgresEventStore.open({ connectionString: url, schema }), {
    gapFreePositions: true,
  });
}
