import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { PeriscopeClient, PeriscopeError } from '@periscope/client';
import { verifyExport } from '@periscope/audit';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { playCareer } from '../examples/career-bot';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { simulate } from './support/career-driver';
import { e2eApp, QueuedSeeds } from './support/e2e-app';

// @periscope/client (libs/client): its types are what the server documents today, and the example bot plays a
// whole career through it, on fixed seeds.

const SERVER_SEED = 'client-e2e-server-seed';
const PLAYER_SEED = Array.from({ length: 500 }, (_, i) => `client-${i}`).find(
  (seed) => simulate(SERVER_SEED, seed).step.kind === 'ended',
);

describe('@periscope/client and the example bot', () => {
  let app: INestApplication;
  let client: PeriscopeClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(undefined, [ServerSeeds, seeds]);
    await app.listen(0, '127.0.0.1');
    client = new PeriscopeClient({
      baseUrl: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`,
    });
  });
  afterAll(() => app.close());

  it('has the types of the OpenAPI document the server serves (npm run client:generate when this fails)', () => {
    const check = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, 'support/generate-client.ts'), '--check'],
      { cwd: join(__dirname, '..'), encoding: 'utf8', timeout: 120_000 },
    );
    expect(check.stderr).toContain('libs/client is current');
    expect(check.status).toBe(0);
  });

  it('plays a whole career with the example bot, the same as the engine plays it, and its export verifies', async () => {
    expect(PLAYER_SEED).toBeDefined();
    seeds.queue.push(SERVER_SEED);
    const played = await playCareer(client, {
      uboatType: 'VIIC',
      startDate: '1943-07',
      kommandant: 'Kptlt. Test',
      playerSeed: PLAYER_SEED,
    } as Parameters<typeof playCareer>[1]);
    expect(played.step).toBe('ended');
    const career = await client.getCareer(played.careerId);
    expect(career.state).toEqual(JSON.parse(JSON.stringify(simulate(SERVER_SEED, PLAYER_SEED as string))));
    const audit = verifyExport(await client.exportCareer(played.careerId));
    expect(audit.findings).toEqual([]);
  });

  it('throws the server’s refusal with its stable code', async () => {
    await expect(client.getCareer('no-such-career')).rejects.toMatchObject({
      constructor: PeriscopeError,
      status: 404,
      body: { code: 'career/not-found' },
    });
  });
});
