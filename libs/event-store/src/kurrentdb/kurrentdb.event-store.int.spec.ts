import { randomUUID } from 'node:crypto';
import { runEventStoreContract } from '../../test/event-store.contract';
import { KurrentDbEventStore } from './kurrentdb.event-store';

const SKIPPED = 'kurrentdb contract suite skipped: KURRENTDB_URL is not set';
const url = process.env.KURRENTDB_URL;

if (url) {
  // One namespace per run: the server outlives the run, and the contract expects to start from an empty store.
  const namespace = `contract_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  runEventStoreContract('kurrentdb', async () => new KurrentDbEventStore(url, { namespace }), {
    idsUniqueAcrossStreams: false,
  });
} else {
  console.warn(SKIPPED);
  it.skip(SKIPPED, () => undefined);
}
