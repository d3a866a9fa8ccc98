import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import type { Decision } from '@periscope/rules';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { StandingsProjector } from '../apps/server/src/tournaments/standings/standings.projector';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { drawnSeed, nextCommand, simulate } from './support/career-driver';
import { CareersClient, type Seat } from './support/careers-client';
import { e2eApp, QueuedSeeds } from './support/e2e-app';
import { TournamentsClient } from './support/tournament-driver';

// What one career command costs the store (ARCHITECTURE.md "One command, from HTTP to the live view"): the seat
// guard and the service share the career's secrets (read once per process), a solo career's tournament gate looks
// nothing up, an entrant's reads its tournament no more once the process has seen it started (the pause is in the
// career's own stream, docs/tournaments.md), and the command handler reads only the career stream's tail before its
// one append.

const SURVIVAL = {
  name: 'Store calls',
  organiser: 'BdU',
  format: 'survival',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};

/** The store calls (by stream category) and standings lookups made while `work` runs. */
async function counted(store: EventStore, standings: StandingsProjector, work: () => Promise<unknown>) {
  const category = (stream: string) => stream.slice(0, stream.indexOf('-'));
  const read = jest.spyOn(store, 'readStream');
  const append = jest.spyOn(store, 'append');
  const lookup = jest.spyOn(standings, 'tournamentOf');
  try {
    await work();
    return {
      reads: read.mock.calls.map(([stream]) => category(stream)).sort(),
      appends: append.mock.calls.map(([stream]) => category(stream)),
      lookups: lookup.mock.calls.length,
    };
  } finally {
    read.mockRestore();
    append.mockRestore();
    lookup.mockRestore();
  }
}

/** A career the test bot plays past its first five commands on this server seed: its fate decides nothing here. */
const SERVER_SEED = 'store-calls-server-seed';
const LASTING_SEED = Array.from({ length: 200 }, (_, i) => drawnSeed(`store-calls-${i}`)).find(
  (seed) => simulate(SERVER_SEED, seed, 6).step.kind !== 'ended',
) as string;

describe('store calls per career command (memory store)', () => {
  const seeds = new QueuedSeeds();
  let app: INestApplication;
  let store: EventStore;
  let standings: StandingsProjector;
  let careers: CareersClient;

  beforeAll(async () => {
    app = await e2eApp(undefined, [ServerSeeds, seeds]);
    await app.init();
    store = app.get(EVENT_STORE);
    standings = app.get(StandingsProjector);
    careers = new CareersClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  /** Sends the bot's next `n` commands, each counted on its own. */
  async function eachCommand(seat: Seat, decision: Decision, n: number) {
    const calls = [];
    let pending = decision;
    for (let i = 0; i < n; i++) {
      const command = nextCommand(pending);
      if (!command) break;
      calls.push(
        await counted(store, standings, async () => {
          const res = await careers.send(seat, command).expect(200);
          pending = res.body.pending as Decision;
        }),
      );
    }
    return calls;
  }

  it('a solo career: one read of its stream, one append, no seed read, no tournament lookup', async () => {
    seeds.queue.push(SERVER_SEED);
    const seat = await careers.started({ playerSeed: LASTING_SEED });
    const calls = await eachCommand(seat, seat.pending, 4);
    expect(calls).toHaveLength(4);
    for (const call of calls)
      expect(call).toMatchObject({ reads: ['career'], appends: ['career'], lookups: 0 });
  });

  it('a tournament entrant: one read of its stream, one append, no tournament read, no lookup', async () => {
    const tournaments = new TournamentsClient(app.getHttpServer());
    const { tournamentId, organiserToken } = (await tournaments.create(SURVIVAL).expect(201)).body;
    seeds.queue.push(SERVER_SEED);
    const entry = { name: 'Kptlt. Zähler', playerSeed: LASTING_SEED };
    const entrant = (await tournaments.register(tournamentId, entry).expect(201)).body;
    await tournaments.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    const seat: Seat = { careerId: entrant.careerId, seatToken: entrant.seatToken };
    const read = await careers
      .get(`/api/careers/${seat.careerId}`)
      .set('Authorization', `Bearer ${seat.seatToken}`)
      .expect(200);
    const calls = await eachCommand(seat, read.body.pending as Decision, 4);
    expect(calls).toHaveLength(4);
    for (const call of calls)
      expect(call).toMatchObject({ reads: ['career'], appends: ['career'], lookups: 0 });
  });
});
