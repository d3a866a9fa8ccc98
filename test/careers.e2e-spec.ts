import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type request from 'supertest';
import type { EventStore, RecordedEvent } from '@periscope/event-store';
import { PostgresEventStore } from '@periscope/event-store/postgres/postgres.event-store';
import {
  databaseUrlOrSkip,
  dropSchema,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import { commitment } from '@periscope/rules';
import { AppModule } from '../apps/server/src/app.module';
import { CareerSecretsStore, type CareerSecrets } from '../apps/server/src/common/career-secrets';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { configureApp } from '../apps/server/src/configure-app';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { audit, simulate, drawnSeed } from './support/career-driver';
import { CareersClient, type Seat } from './support/careers-client';
import { appendedAfter } from './support/appended';
import { appendsMeet } from './support/e2e-app';

/** Server seeds as drawn, except those a test queues to know the dice in advance. */
class QueuedSeeds extends ServerSeeds {
  readonly queue: string[] = [];
  override draw(): string {
    return this.queue.shift() ?? super.draw();
  }
}

const url = databaseUrlOrSkip('careers e2e on postgres');
const MY_SEED = drawnSeed('my-seed');
const schema = uniqueSchema('careers');
if (url) afterAll(() => dropSchema(url, schema));

const stores: { name: string; open?: () => Promise<EventStore> }[] = [
  { name: 'memory' },
  ...(url
    ? [{ name: 'postgres', open: () => PostgresEventStore.open({ connectionString: url, schema }) }]
    : []),
];

describe.each(stores)('careers over HTTP ($name store)', ({ open }) => {
  let app: INestApplication;
  let store: EventStore;
  let secrets: CareerSecretsStore;
  let client: CareersClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    let builder = Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ServerSeeds)
      .useValue(seeds);
    if (open) builder = builder.overrideProvider(EVENT_STORE).useFactory({ factory: open });
    app = configureApp((await builder.compile()).createNestApplication({ logger: false }));
    await app.init();
    store = app.get(EVENT_STORE);
    secrets = app.get(CareerSecretsStore);
    client = new CareersClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  /** The events appended after `head` to a career's streams, public or secret (its seed). */
  const careerStreamsAppendedAfter = (head: number) => appendedAfter(store, head, ['career', 'seed']);

  /** The player's own reads: with the seat token, the player seed included (L-1). */
  const asSeat = (seat: Seat, path = '') =>
    client.get(`/api/careers/${seat.careerId}${path}`).set('Authorization', `Bearer ${seat.seatToken}`);
  const eventsOf = async (seat: Seat): Promise<RecordedEvent[]> =>
    (await asSeat(seat, '/events').expect(200)).body.events;

  it('refuses a player seed that could be guessed (L-8): 400 seed/weak with the reason, nothing appended', async () => {
    const head = await store.headPosition();
    for (const [playerSeed, reason] of [
      ['my-seed', 'format'],
      ['0'.repeat(32), 'alphabet'],
      ['0123456789abcdef'.repeat(2), 'repeats'],
      ['abcdefghijklmnopqrstuvwxyzABCDEF', 'sequence'],
    ]) {
      const res = await client.start({ playerSeed }).expect(400);
      expect(res.body).toMatchObject({ code: 'seed/weak', rule: 'L-8', reason });
      expect(JSON.stringify(res.body)).not.toContain(playerSeed);
    }
    expect(await careerStreamsAppendedAfter(head)).toEqual([]);
  });

  it('starts a career: 201 with the seat token once, the dice committed, and what is pending', async () => {
    const res = await client.start({ playerSeed: MY_SEED, uboatId: 'U-47' }).expect(201);
    const { careerId, seatToken, revision, state, pending } = res.body;
    expect(careerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(seatToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(revision).toBe(0);
    expect(state).toMatchObject({
      step: { kind: 'inPort' },
      uboatType: 'VIIC',
      uboatId: 'U-47',
      playerSeed: MY_SEED,
    });
    expect(pending.commands.map((c: { type: string }) => c.type)).toEqual(['AssignPatrol']);
    // The seed stream holds the seed and the token's hash, never the token; the career holds only the commitment.
    const secret = (await secrets.read(careerId)) as CareerSecrets;
    expect(state.seedCommitment).toBe(commitment(secret.serverSeed));
    const read = await client.get(`/api/careers/${careerId}`).expect(200);
    const events = await client.get(`/api/careers/${careerId}/events`).expect(200);
    for (const body of [res.body, read.body, events.body]) {
      expect(JSON.stringify(body)).not.toContain(secret.serverSeed);
      expect(JSON.stringify(body)).not.toContain(secret.seatTokenHash);
    }
    expect(JSON.stringify(await store.readStream(`seed-${careerId}`))).not.toContain(seatToken);
    expect(read.body).toMatchObject({ careerId, revision: 0, state: { step: { kind: 'inPort' } } });
    await client.get(`/api/careers/${careerId}/seed`).expect(409, {
      statusCode: 409,
      code: 'career/seed-sealed',
      message: `The server seed of career ${careerId} is revealed when the career is over`,
    });
  });

  it('shows the player seed to the seat alone until the career has ended (L-1)', async () => {
    const secret = drawnSeed('my-secret-player-seed');
    const seat = await client.started({ playerSeed: secret });
    const other = await client.started();
    const paths = ['', '/events'];
    for (const path of paths) {
      const spectator = await client.get(`/api/careers/${seat.careerId}${path}`).expect(200);
      const stranger = await client
        .get(`/api/careers/${seat.careerId}${path}`)
        .set('Authorization', `Bearer ${other.seatToken}`)
        .expect(200);
      for (const body of [spectator.body, stranger.body]) {
        expect(JSON.stringify(body)).not.toContain(secret);
        expect(JSON.stringify(body)).not.toContain('playerSeed');
      }
      expect(JSON.stringify((await asSeat(seat, path).expect(200)).body)).toContain(secret);
    }
    const { body: read } = await client.get(`/api/careers/${seat.careerId}`).expect(200);
    expect(read.state.career).toMatchObject({
      kommandant: 'Kptlt. Test',
      seedCommitment: expect.any(String),
    });
    const { body: page } = await client.get(`/api/careers/${seat.careerId}/events`).expect(200);
    expect(page.events[0]).toMatchObject({
      type: 'CareerStarted',
      data: { seedCommitment: expect.any(String) },
    });
    expect(page.events[0].metadata.command.data).not.toHaveProperty('playerSeed');
  });

  it('tells whether a token opens the seat, so that a browser proves a pasted seat key before keeping it', async () => {
    const seat = await client.started();
    const other = await client.started();
    expect((await asSeat(seat, '/seat').expect(200)).body).toEqual({ careerId: seat.careerId, seat: true });
    const asOther = await client
      .get(`/api/careers/${seat.careerId}/seat`)
      .set('Authorization', `Bearer ${other.seatToken}`)
      .expect(200);
    expect(asOther.body).toEqual({ careerId: seat.careerId, seat: false });
    expect((await client.get(`/api/careers/${seat.careerId}/seat`).expect(200)).body.seat).toBe(false);
    await client.get('/api/careers/00000000-0000-4000-8000-000000000000/seat').expect(404);
  });

  it('plays from pending() until the career stops, and every event recomputes from the seeds', async () => {
    // Seeds whose career stops within 80 commands: its fate is the script's, and it stays under the seat's command
    // limit (120 a minute) however fast the machine plays it.
    const serverSeed = 'careers-e2e-pending-seed';
    const playerSeed = Array.from({ length: 500 }, (_, i) => drawnSeed(`pending-${i}`)).find(
      (seed) => simulate(serverSeed, seed, 80).step.kind === 'ended',
    ) as string;
    expect(playerSeed).toBeDefined();
    seeds.queue.push(serverSeed);
    const seat = await client.started({ playerSeed });
    const last = await client.play(seat, seat.pending);
    // It stops where nothing is pending (blocked on a rule not played yet, or over), or on a rule refused mid-command.
    if (last.status === 200) expect(last.body.pending.commands).toEqual([]);
    else expect(last.body).toMatchObject({ statusCode: 409, code: 'rules/not-implemented' });
    const { body: career } = await client.get(`/api/careers/${seat.careerId}`).expect(200);
    const events = await eventsOf(seat);
    expect(career.revision).toBe(events.length - 1);
    // The server's own copy of the seed: the auditor's view once it is revealed.
    const kept = (await secrets.read(seat.careerId)) as CareerSecrets;
    expect(kept.serverSeed).toBe(serverSeed);
    expect(audit(events, kept.serverSeed)).toEqual([]);
    if (career.state.step.kind === 'blocked') {
      // Every command now says which rule the career waits for, and nothing is appended.
      const res = await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(409);
      expect(res.body).toMatchObject({ code: 'rules/not-implemented', rule: career.state.step.rule });
      expect(await eventsOf(seat)).toHaveLength(events.length);
    }
  });

  it('reveals the seed when the career is over; the seeds alone recompute every event byte for byte', async () => {
    const serverSeed = 'careers-e2e-server-seed';
    const playerSeed = Array.from({ length: 500 }, (_, i) => drawnSeed(`seed-${i}`)).find(
      (seed) => simulate(serverSeed, seed).step.kind === 'ended',
    ) as string;
    expect(playerSeed).toBeDefined();
    seeds.queue.push(serverSeed);
    const seat = await client.started({ playerSeed });
    await client.play(seat, seat.pending);
    const { body: career } = await client.get(`/api/careers/${seat.careerId}`).expect(200);
    expect(career.state.step.kind).toBe('ended');
    const { body: revealed } = await client.get(`/api/careers/${seat.careerId}/seed`).expect(200);
    expect(revealed).toEqual({ serverSeed, playerSeed, commitment: commitment(serverSeed) });
    // Revealed, the player seed is in everyone's reads: a spectator audits from them alone.
    expect(career.state.career.playerSeed).toBe(playerSeed);
    const { body: page } = await client.get(`/api/careers/${seat.careerId}/events`).expect(200);
    expect(audit(page.events, revealed.serverSeed)).toEqual([]);
    const after = await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(422);
    expect(after.body).toMatchObject({ code: 'career/ended', rule: '5.1' });
  });

  it('answers a repeated commandId with its first answer and appends nothing', async () => {
    const seat = await client.started();
    const command = { commandId: 'assign-once', type: 'AssignPatrol', data: {} };
    const first = await client.send(seat, command).expect(200);
    expect(first.body.events[0]).toMatchObject({ type: 'PatrolAssigned', revision: 1 });
    const head = await store.headPosition();
    const again = await client.send(seat, command).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await careerStreamsAppendedAfter(head)).toEqual([]);
    // The same id for another command is refused.
    const other = await client.send(seat, {
      ...command,
      type: 'EnterNextBox',
      data: { posture: 'surfaced' },
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('command/id-reused');
    // Sent twice at once: one append, the same answer twice.
    const twice = { commandId: 'enter-once', type: 'EnterNextBox', data: { posture: 'surfaced' } };
    const [a, b] = await Promise.all([client.send(seat, twice), client.send(seat, twice)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect((await eventsOf(seat)).filter((e) => e.metadata.commandId === 'enter-once')).toHaveLength(
      a.body.events.length,
    );
  });

  it('two different commands at once: one wins, the other is decided again or refused, nothing twice', async () => {
    const seat = await client.started();
    const send = (command: object) => client.send(seat, command);
    const assign = { type: 'AssignPatrol', data: {} };
    const enter = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
    let meet = appendsMeet(store, 2);
    const assigned = await Promise.all([send(assign), send(assign)]);
    meet.restore();
    // The loser re-read the stream: a patrol is assigned now, so its AssignPatrol is out of turn.
    expect(meet.conflicts()).toBe(1);
    expect(assigned.map((a) => a.status).sort()).toEqual([200, 422]);
    meet = appendsMeet(store, 3);
    const entered = await Promise.all([send(enter), send(enter), send(enter)]);
    meet.restore();
    expect(meet.conflicts()).toBeGreaterThanOrEqual(2);
    for (const { status } of entered) expect([200, 409, 422]).toContain(status);

    const events = await eventsOf(seat);
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    // Each command answered 200 is in the stream once, in one piece; a refused one is not there at all.
    const revisionsOf = (commandId: string) =>
      events.filter((e) => e.metadata.commandId === commandId).map((e) => e.revision);
    const answered = [...assigned, ...entered].filter((a) => a.status === 200);
    for (const { body } of answered)
      expect(revisionsOf(body.commandId)).toEqual(body.events.map((e: RecordedEvent) => e.revision));
    expect(new Set(events.map((e) => e.metadata.commandId)).size).toBe(1 + answered.length);
    const { serverSeed } = (await secrets.read(seat.careerId)) as CareerSecrets;
    expect(audit(events, serverSeed)).toEqual([]);
  });

  describe('refuses bad input with a 4xx and a stable code, appending nothing', () => {
    let seat: Seat;
    let other: Seat;
    beforeAll(async () => {
      seat = await client.started();
      other = await client.started();
    });

    /** Sends, then checks the status, the error body, and that no career stream moved. */
    async function refused(call: () => request.Test, status: number, body: object) {
      const head = await store.headPosition();
      const res = await call();
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ statusCode: status, message: expect.any(String), ...body });
      expect(await careerStreamsAppendedAfter(head)).toEqual([]);
    }

    const problem = (field: string) => ({ field, problems: expect.any(Array) });
    const enter = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
    const start = {
      uboatType: 'VIIC',
      startDate: '1943-07',
      kommandant: 'K',
      seedCommitment: 'c',
      playerSeed: 'p',
    };
    const commands: [string, object, number, object][] = [
      [
        'wrong types',
        { commandId: 42, type: 7, data: 'x' },
        400,
        { details: ['commandId', 'type', 'data'].map(problem) },
      ],
      [
        'missing fields',
        { commandId: undefined },
        400,
        { details: ['commandId', 'type', 'data'].map(problem) },
      ],
      [
        'an empty commandId',
        { commandId: '', type: 'AssignPatrol', data: {} },
        400,
        { details: [problem('commandId')] },
      ],
      ['an unknown command type', { type: 'LaunchV2', data: {} }, 400, { details: [problem('type')] }],
      [
        'an unknown field',
        { type: 'AssignPatrol', data: {}, seed: 'x' },
        400,
        { details: [problem('seed')] },
      ],
      [
        'data the rules cannot read',
        { ...enter, data: { posture: 'deep' } },
        400,
        { code: 'command/invalid-field', field: 'data.posture' },
      ],
      [
        'a body over the JSON limit',
        { type: 'AssignPatrol', data: { pad: 'x'.repeat(200_000) } },
        413,
        { code: 'http/413' },
      ],
      ['a command out of turn', enter, 422, { code: 'command/not-pending', rule: '8.0' }],
      [
        'a second StartCareer',
        { type: 'StartCareer', data: start },
        422,
        { code: 'command/not-pending', rule: '4.0' },
      ],
    ];

    it.each(commands)('%s', (_, command, status, body) =>
      refused(() => client.send(seat, command), status, { code: 'validation/invalid-input', ...body }),
    );

    it('malformed JSON', () =>
      refused(() => client.send(seat, {}).set('Content-Type', 'application/json').send('{"type":'), 400, {
        code: 'http/400',
      }));

    it('no token, a wrong token, the token of another career', async () => {
      await refused(() => client.send(seat, enter).set('Authorization', ''), 401, {
        code: 'seat/token-missing',
      });
      await refused(() => client.send(seat, enter, 'not-the-token'), 403, { code: 'seat/token-invalid' });
      await refused(() => client.send(seat, enter, other.seatToken), 403, { code: 'seat/token-invalid' });
    });

    it('an unknown career, for commands and reads', async () => {
      for (const careerId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        await refused(() => client.send({ ...seat, careerId }, enter), 404, { code: 'career/not-found' });
        for (const path of ['', '/events', '/seed'])
          await refused(() => client.get(`/api/careers/${careerId}${path}`), 404, {
            code: 'career/not-found',
          });
      }
    });

    it('a bad start', async () => {
      await refused(() => client.start({ uboatType: 'Bismarck' }), 400, { code: 'validation/invalid-input' });
      const date = { code: 'career/start-date-not-allowed', rule: '4.2.1' };
      await refused(() => client.start({ startDate: '1946-01' }), 422, date);
      const swaps = { code: 'setup/too-many-torpedo-swaps', rule: '4.5' };
      await refused(() => client.start({ torpedoSwaps: 5 }), 422, swaps);
    });

    it('a bad page', () =>
      refused(() => client.get(`/api/careers/${seat.careerId}/events?from=-1`), 400, {
        code: 'validation/invalid-input',
      }));
  });

  it('pages the events by revision', async () => {
    const seat = await client.started();
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(200);
    await client.send(seat, { type: 'EnterNextBox', data: { posture: 'surfaced' } }).expect(200);
    const all = await eventsOf(seat);
    const { body } = await client.get(`/api/careers/${seat.careerId}/events?from=1&limit=2`).expect(200);
    expect(body.events).toEqual(all.slice(1, 3));
    expect(body.events[0]).toEqual({
      id: expect.any(String),
      revision: 1,
      position: expect.any(Number),
      recordedAt: expect.any(String),
      type: 'PatrolAssigned',
      data: expect.any(Object),
      metadata: {
        commandId: expect.any(String),
        correlationId: expect.any(String),
        actor: 'seat:player',
        command: { type: 'AssignPatrol', data: {} },
        dice: { firstNonce: 1, nextNonce: expect.any(Number) }, // nonce 0: the VIIC's starting rank (11.2.2)
      },
    });
    const beyond = await client.get(`/api/careers/${seat.careerId}/events?from=${all.length}`).expect(200);
    expect(beyond.body.events).toEqual([]);
  });

  it('documents the careers API in OpenAPI', async () => {
    const { body } = await client.get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/careers',
        '/api/careers/{id}/commands',
        '/api/careers/{id}',
        '/api/careers/{id}/events',
        '/api/careers/{id}/seed',
      ]),
    );
    expect(body.paths['/api/careers/{id}/commands'].post.security).toEqual([{ seat: [] }]);
  });
});
