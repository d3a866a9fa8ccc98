import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { simulate, drawnSeed } from './support/career-driver';
import { CareersClient } from './support/careers-client';
import { e2eApp, QueuedSeeds } from './support/e2e-app';

/** A player seed whose career, played by the test bot on this server seed, ends (5.1). */
const SERVER_SEED = 'export-cache-server-seed';
const ENDING_SEED = Array.from({ length: 500 }, (_, i) => drawnSeed(`cache-${i}`)).find(
  (seed) => simulate(SERVER_SEED, seed).step.kind === 'ended',
);

describe("a finished career's export, kept by its head position", () => {
  let app: INestApplication;
  let store: EventStore;
  let client: CareersClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(undefined, [ServerSeeds, seeds]);
    await app.init();
    store = app.get(EVENT_STORE);
    client = new CareersClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  it('is served without reading its streams whole once the hall of fame built it, the same bytes; a running one is read each time', async () => {
    expect(ENDING_SEED).toBeDefined();
    seeds.queue.push(SERVER_SEED);
    const ended = await client.started({ playerSeed: ENDING_SEED });
    await client.play(ended, ended.pending);
    const running = await client.started();
    // The hall of fame judges the career at its end by auditing its export, which builds and keeps it
    // (docs/accounts.md "Hall of fame"): from its verdict on, the export is served as kept.
    for (let n = 0; n < 100; n++) {
      if ((await client.get(`/api/hall-of-fame/careers/${ended.careerId}`)).status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const whole = jest.spyOn(store, 'readStream');
    const wholeReads = () =>
      whole.mock.calls.filter(([, options]) => options?.direction !== 'backwards').length;

    const first = (await client.get(`/api/careers/${ended.careerId}/export`).expect(200)).text;
    expect(wholeReads()).toBe(0);
    const again = (await client.get(`/api/careers/${ended.careerId}/export`).expect(200)).text;
    expect(again).toBe(first);
    expect(wholeReads()).toBe(0);
    expect((await client.get(`/api/careers/${ended.careerId}/audit`).expect(200)).body.ok).toBe(true);
    expect(wholeReads()).toBe(0);

    await client.get(`/api/careers/${running.careerId}/export`).expect(200);
    whole.mockClear();
    await client.get(`/api/careers/${running.careerId}/export`).expect(200);
    expect(wholeReads()).toBeGreaterThan(0);
    whole.mockRestore();
  });
});
