// Appends in a loop and prints each acknowledged event id, until killed. Run by crash.ts with SIGKILL.
import { randomUUID } from 'node:crypto';
import { createEventStore, type EventStoreConfig } from '../src/create-event-store';

async function main() {
  const config = JSON.parse(process.argv[2]) as EventStoreConfig;
  const store = await createEventStore(config);
  const revisions = new Map<string, number>();
  process.stdout.write('ready\n');
  for (let i = 0; ; i++) {
    const stream = `crash-${i % 7}`;
    const batch = Array.from({ length: 1 + (i % 4) }, () => ({
      id: randomUUID(),
      type: 'CrashProbe',
      data: { i },
    }));
    const expected = revisions.get(stream);
    const result = await store.append(stream, batch, { expectedRevision: expected ?? 'any' });
    revisions.set(stream, result.nextExpectedRevision);
    process.stdout.write(`ack ${batch.map((e) => e.id).join(' ')}\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
