/**
 * Child process of the memory check: reads a whole store through readAll, then prints a MemoryResult.
 * Argument: JSON {location, expected}.
 */
import type { StoreLocation } from './stores';
import { openStore } from './stores';

async function main(): Promise<void> {
  const { location, expected } = JSON.parse(process.argv[2]) as { location: StoreLocation; expected: number };
  const store = await openStore(location);
  const baselineMb = process.memoryUsage().rss / 1024 / 1024;
  const started = Date.now();
  let events = 0;
  try {
    for await (const _event of store.readAll()) {
      if (++events % 250_000 === 0)
        process.stderr.write(`[bench] memory child: read ${events.toLocaleString('en-US')}\n`);
    }
  } finally {
    await store.close();
  }
  if (events !== expected) throw new Error(`readAll returned ${events} events, expected ${expected}`);
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    JSON.stringify({ events, maxRssMb, baselineMb, seconds: (Date.now() - started) / 1000 }),
  );
}

main().catch((error: unknown) => {
  process.stdout.write(String(error instanceof Error ? error.stack : error));
  process.exitCode = 1;
});
