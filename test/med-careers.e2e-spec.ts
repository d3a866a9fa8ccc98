import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { campaignById, type Decision } from '@periscope/rules';
import type { Response } from 'supertest';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { drawnSeed, nextCommand } from './support/career-driver';
import { CareersClient, type Seat } from './support/careers-client';
import { e2eApp, e2eStores, QueuedSeeds } from './support/e2e-app';
import { LiveClient } from './support/live-client';

// Beneath the Med on its designed charts (docs/chart-packs/README.md "Beneath the Med"): started from POST /careers
// with its campaign, played on its built-in pack with known dice until it reaches a rule not played yet, which answers
// 409 rules/not-implemented naming the rule, over HTTP and over the socket alike.

const MED = {
  campaign: 'beneath-the-med',
  uboatType: 'Perla',
  startDate: '1942-06',
  kommandant: 'T.V. Prova',
};
const SERVER_SEED = drawnSeed('med-e2e-server-seed');
const PLAYER_SEED = drawnSeed('med-e2e-player-seed');

describe.each(e2eStores('med_careers'))(
  'a Beneath the Med career over HTTP and the socket ($name store)',
  ({ open }) => {
    let app: INestApplication;
    let client: CareersClient;
    let url: string;
    const seeds = new QueuedSeeds();

    beforeAll(async () => {
      app = await e2eApp(open, [ServerSeeds, seeds]);
      await app.listen(0, '127.0.0.1');
      url = await app.getUrl();
      client = new CareersClient(app.getHttpServer());
    });
    afterAll(() => app.close());

    const asSeat = (seat: Seat, path = '') =>
      client.get(`/api/careers/${seat.careerId}${path}`).set('Authorization', `Bearer ${seat.seatToken}`);

    it('refuses a campaign of no game with 400 naming the field, and a class of the other game with 400', async () => {
      const unknown = await client.start({ ...MED, campaign: 'the-hunters' }).expect(400);
      expect(unknown.body).toMatchObject({
        code: 'validation/invalid-input',
        details: [{ field: 'campaign' }],
      });
      const hunted = await client.start({ ...MED, uboatType: 'VIIC', startDate: '1942-06' }).expect(400);
      expect(hunted.body.code).toBe('command/invalid-field');
      const med = await client
        .start({ uboatType: 'Perla', startDate: '1943-07', kommandant: 'x' })
        .expect(400);
      expect(med.body.code).toBe('command/invalid-field');
    });

    it('starts on its own pack, plays its patrols over HTTP, and a rule not played yet answers 409 rules/not-implemented naming it', async () => {
      seeds.queue.push(SERVER_SEED);
      const started = await client.start({ ...MED, playerSeed: PLAYER_SEED }).expect(201);
      const seat: Seat = started.body;
      expect(started.body.state).toMatchObject({
        campaign: { id: 'beneath-the-med', rulesetVersion: '3' },
        uboatType: 'Perla',
        step: { kind: 'inPort' },
      });
      expect(['mediterranean', 'betasom']).toContain(started.body.state.base);

      const view = (await asSeat(seat).expect(200)).body;
      expect(view.state.career).toMatchObject({ campaign: { id: 'beneath-the-med' }, uboatType: 'Perla' });
      const [first] = (await asSeat(seat, '/events').expect(200)).body.events;
      expect(first).toMatchObject({ type: 'CareerStarted', data: { campaign: { id: 'beneath-the-med' } } });

      // The bot's first choice each time, until nothing is offered or a command meets a rule not built.
      let decision: Decision = started.body.pending;
      let answer: Response | undefined;
      for (let n = 0, command = nextCommand(decision); command && n < 200; n++) {
        answer = await client.send(seat, command);
        if (answer.status !== 200) break;
        decision = answer.body.pending;
        command = nextCommand(decision);
      }
      expect(answer?.status).toBe(200);
      // Its patrols played by the rules: a career ended, or at sea or in port with a choice still to make.
      expect(decision.step.kind === 'ended' || decision.commands.length > 0).toBe(true);

      // An optional rule Beneath the Med does not have (The Hunted's 14.16) answers 409 naming 11.0.
      const refused = await client.start({ ...MED, options: { extremeRange: true } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ statusCode: 409, code: 'rules/not-implemented', rule: '11.0' });
      answer = refused;
      expect(answer?.status).toBe(409);
      expect(answer?.body).toMatchObject({ statusCode: 409, code: 'rules/not-implemented' });
      expect(answer?.body.message).toContain(`RuleNotImplemented: ${answer?.body.rule}`);
      expect(answer?.body.rule).toMatch(/^\d+(\.\d+)+$/);

      // The socket path answers a refused command as HTTP does: a crew advance at sea or after the end.
      const refusedCommand = { type: 'ChooseCrewAdvance', data: { advance: 'crewLevelUp' } };
      const overHttp = await client.send(seat, refusedCommand);
      expect(overHttp.status).toBe(422);
      const live = new LiveClient(url, seat.seatToken);
      await live.connected();
      const ack = await live.request<{ ok: boolean; error: Record<string, unknown> }>('command', {
        stream: 'career',
        id: seat.careerId,
        commandId: 'socket-1',
        ...refusedCommand,
      });
      live.close();
      expect(ack).toMatchObject({ ok: false, error: { statusCode: 422, code: overHttp.body.code } });

      // The read model folds it too: the patrol view of a Med career is served.
      const deadline = Date.now() + 10_000;
      let patrolView = await client.get(`/api/careers/${seat.careerId}/patrol-view`);
      while (patrolView.status !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        patrolView = await client.get(`/api/careers/${seat.careerId}/patrol-view`);
      }
      expect(patrolView.status).toBe(200);
      expect(JSON.stringify(patrolView.body)).not.toContain(SERVER_SEED);

      // Its audit replays every command on the pack it was decided with (the export's header names it).
      const exported = (await client.get(`/api/careers/${seat.careerId}/export`).expect(200)).text;
      const { header } = JSON.parse(exported.split('\n')[0]);
      const { charts } = campaignById('beneath-the-med');
      expect(header.chartPack.hash).toBe(charts.hash(charts.builtIn));
      const report = (await client.get(`/api/careers/${seat.careerId}/audit`).expect(200)).body;
      expect(report.findings).toEqual([]);
      expect(report).toMatchObject({ ok: true, firstDivergence: null });
      expect(report.checks.replay.status).toBe('passed');
    });
  },
);
