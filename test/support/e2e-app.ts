import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { WrongExpectedVersion, type EventStore } from '@periscope/event-store';
import { PostgresEventStore } from '@periscope/event-store/postgres/postgres.event-store';
import {
  databaseUrlOrSkip,
  dropSchema,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import { AppModule } from '../../apps/server/src/app.module';
import { ServerSeeds } from '../../apps/server/src/common/server-seeds';
import { configureApp } from '../../apps/server/src/configure-app';
import { EVENT_STORE } from '../../apps/server/src/event-store/event-store.module';

// The server of an e2e spec. Import the spec's environment (memory-store.env, duel-env) before this file:
// ConfigModule reads it when AppModule is first loaded.

/** Server seeds as drawn, except those a test queues to know the dice in advance. */
export class QueuedSeeds extends ServerSeeds {
  readonly queue: string[] = [];
  override draw(): string {
    return this.queue.shift() ?? super.draw();
  }
}

export interface StoreCase {
  readonly name: string;
  /** The store to use instead of the configured one; none: the environment's. */
  readonly open?: () => Promise<EventStore>;
}

/** The stores a suite runs on: memory, the given others, then postgres in its own schema when DATABASE_URL is set. */
export function e2eStores(suite: string, others: readonly StoreCase[] = []): StoreCase[] {
  const url = databaseUrlOrSkip(`${suite} e2e on postgres`);
  const schema = uniqueSchema(suite);
  if (url) afterAll(() => dropSchema(url, schema));
  const postgres = url
    ? [{ name: 'postgres', open: () => PostgresEventStore.open({ connectionString: url, schema }) }]
    : [];
  return [{ name: 'memory' }, ...others, ...postgres];
}

/** The app over a suite's store, with the test's own providers (seeds, clock…) in place of the server's. */
export async function e2eApp(
  open: StoreCase['open'],
  ...overrides: readonly (readonly [token: unknown, value: unknown])[]
): Promise<INestApplication> {
  let builder = Test.createTestingModule({ imports: [AppModule] });
  for (const [token, value] of overrides) builder = builder.overrideProvider(token).useValue(value);
  if (open) builder = builder.overrideProvider(EVENT_STORE).useFactory({ factory: open });
  return configureApp((await builder.compile()).createNestApplication({ logger: false }));
}

/** Holds the next `n` appends until all `n` wait (2 s at most): their commands surely decided on one revision. */
export function appendsMeet(store: EventStore, n: number): { conflicts: () => number; restore: () => void } {
  const append = store.append.bind(store);
  const held: (() => void)[] = [];
  let conflicts = 0;
  const spy = jest.spyOn(store, 'append').mockImplementation(async (...args) => {
    if (held.length + 1 < n)
      await new Promise<void>((release) => held.push(release) && setTimeout(release, 2000).unref());
    else if (held.length > 0) held.splice(0).forEach((release) => release());
    n = 0; // later appends (the retries) pass straight through
    try {
      return await append(...args);
    } catch (error) {
      if (error instanceof WrongExpectedVersion) conflicts++;
      throw error;
    }
  });
  return { conflicts: () => conflicts, restore: () => spy.mockRestore() };
}
