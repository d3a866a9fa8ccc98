import './support/memory-store.env';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  careerResult,
  readExport,
  rulingsStream,
  verifyExport,
  type AuditReport,
  type RulingFiled,
} from '@periscope/audit';
import type { EventStore } from '@periscope/event-store';
import { main } from '../apps/cli/src/main';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { simulate, drawnSeed } from './support/career-driver';
import { CareersClient, type Seat } from './support/careers-client';
import { e2eApp, e2eStores, QueuedSeeds } from './support/e2e-app';

const stores = e2eStores('audit');

/** A player seed whose career, played by the test bot on this server seed, ends (5.1). */
const SERVER_SEED = 'audit-e2e-server-seed';
const ENDING_SEED = Array.from({ length: 500 }, (_, i) => drawnSeed(`audit-${i}`)).find(
  (seed) => simulate(SERVER_SEED, seed).step.kind === 'ended',
);

describe.each(stores)('export and audit over HTTP ($name store)', ({ open }) => {
  let app: INestApplication;
  let store: EventStore;
  let client: CareersClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(open, [ServerSeeds, seeds]);
    await app.init();
    store = app.get(EVENT_STORE);
    client = new CareersClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  const exportOf = async (seat: Seat) => {
    const res = await client.get(`/api/careers/${seat.careerId}/export`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    return res.text;
  };
  const auditOf = async (seat: Seat): Promise<AuditReport> =>
    (await client.get(`/api/careers/${seat.careerId}/audit`).expect(200)).body;

  it('exports a running career with its seeds sealed; its audit runs the chain and replay only, and says so', async () => {
    const seat = await client.started();
    for (let n = 0, pending = seat.pending; n < 3; n++) {
      const res = await client.send(seat, { type: pending.commands[0].type, data: {} });
      if (res.status !== 200) break;
      pending = res.body.pending;
    }
    const ndjson = await exportOf(seat);
    const { serverSeed } = (await store.readStream(`seed-${seat.careerId}`))[0].data as {
      serverSeed: string;
    };
    expect(ndjson).not.toContain(serverSeed);
    const { header } = JSON.parse(ndjson.split('\n')[0]);
    expect(header).toMatchObject({ kind: 'career', id: seat.careerId, streams: [{ seeds: 'sealed' }] });
    const report = await auditOf(seat);
    expect(report).toMatchObject({ ok: true, firstDivergence: null });
    expect(report.checks.rolls).toMatchObject({ status: 'skipped', note: expect.stringContaining('sealed') });
    expect(report.checks.chain.status).toBe('passed');
    expect(report.checks.replay.status).toBe('passed');
  });

  it('exports an ended career with its seeds; it verifies offline, by the CLI and by the endpoint', async () => {
    expect(ENDING_SEED).toBeDefined();
    seeds.queue.push(SERVER_SEED);
    const seat = await client.started({ playerSeed: ENDING_SEED });
    await client.play(seat, seat.pending);
    const ndjson = await exportOf(seat);
    expect(JSON.parse(ndjson.split('\n')[0]).header.streams[0].seeds).toEqual({
      serverSeed: SERVER_SEED,
      playerSeed: ENDING_SEED,
    });
    const offline = verifyExport(ndjson);
    expect(offline.findings).toEqual([]);
    expect(offline.checks.rolls.status).toBe('passed');
    expect(offline.streams[0].result).toMatchObject({ ended: true });
    const endpoint = await auditOf(seat);
    expect(endpoint).toEqual(JSON.parse(JSON.stringify(offline)));
    const file = join(mkdtempSync(join(tmpdir(), 'periscope-audit-e2e-')), 'career.ndjson');
    writeFileSync(file, ndjson);
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await main(['audit', file])).toBe(0);
    } finally {
      stdout.mockRestore();
    }
  });

  it('shows a ruling filed on the career and honours it in the published result', async () => {
    seeds.queue.push(SERVER_SEED);
    const seat = await client.started({ playerSeed: ENDING_SEED });
    await client.play(seat, seat.pending);
    const events = await store.readStream(`career-${seat.careerId}`);
    const encounter = events.find((e) => e.type === 'EncounterRolled');
    expect(encounter).toBeDefined();
    const ruling: RulingFiled['data'] = {
      rulingId: 'r-1',
      subject: `career-${seat.careerId}`,
      ruling: { kind: 'voidEncounter', revision: (encounter as { revision: number }).revision },
      reason: 'A disconnect during the attack',
      organiser: 'organiser:test',
    };
    // No organiser endpoint yet (tournaments): the ruling is appended as that endpoint will.
    await store.append(
      rulingsStream(seat.careerId),
      [{ type: 'RulingFiled', data: ruling, metadata: { actor: ruling.organiser } }],
      {
        expectedRevision: 'no_stream',
      },
    );
    const report = await auditOf(seat);
    expect(report.ok).toBe(true);
    expect(report.rulings).toEqual([expect.objectContaining({ rulingId: 'r-1', problem: null })]);
    expect(report.streams[0].published).toEqual(
      JSON.parse(JSON.stringify(careerResult(events, [ruling.ruling]))),
    );
  });

  it('names the first divergence when the stored career was tampered with', async () => {
    const seat = await client.started();
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(200);
    const stored = await store.readStream(`career-${seat.careerId}`);
    // A forger with write access to the store adds an event no command decided.
    const forged = { type: 'PatrolCompleted', data: { number: 1 }, metadata: stored[0].metadata };
    await store.append(`career-${seat.careerId}`, [forged], { expectedRevision: stored.length - 1 });
    const report = await auditOf(seat);
    expect(report.ok).toBe(false);
    expect(report.firstDivergence).toMatchObject({
      check: 'replay',
      revision: stored.length,
      type: 'PatrolCompleted',
    });
    // The export is what the store holds: its chain is intact, the replay is not.
    const lines = readExport(await exportOf(seat));
    expect(lines.findings).toEqual([]);
    expect(lines.events.map((e) => e.type)).toEqual([...stored.map((e) => e.type), 'PatrolCompleted']);
  });

  it('answers 404 for a career that does not exist', async () => {
    for (const path of ['export', 'audit']) {
      await client.get(`/api/careers/00000000-0000-4000-8000-000000000000/${path}`).expect(404);
      await client.get(`/api/careers/not-a-uuid/${path}`).expect(404);
    }
  });
});
