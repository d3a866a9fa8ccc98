import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manoeuvreHash } from '@periscope/play/duel';
import { commitment } from '@periscope/rules';
import request from 'supertest';
import { CareersClient } from './support/careers-client';
import { nextCommand, drawnSeed } from './support/career-driver';
import { GamesClient, TERMS } from './support/duel-driver';
import { LiveClient } from './support/live-client';
import { startServerChild, type ServerChild } from './support/server-child';
import { TournamentsClient } from './support/tournament-driver';

// A whole session of a browser's worth of secrets (a career, a two-player game, a tournament's organiser and
// entrant) against the real server process at the default log level: none of them may appear in its log.
describe('no secret in the log', () => {
  let cwd: string;
  let server: ServerChild;
  beforeAll(async () => {
    cwd = mkdtempSync(join(tmpdir(), 'periscope-log-'));
    server = await startServerChild(cwd, { EVENT_STORE: 'memory', LOG_LEVEL: 'info' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(cwd, { recursive: true, force: true });
  });

  it('logs every request of a session without its tokens, seeds or invite codes', async () => {
    const secrets: string[] = [];
    const keep = <T extends string>(secret: T): T => (secrets.push(secret), secret);

    const careers = new CareersClient(server.url);
    const seat = await careers.started({ playerSeed: keep(drawnSeed('log-test-player-seed')) });
    keep(seat.seatToken);
    const first = nextCommand(seat.pending);
    if (first) await careers.send(seat, first).expect(200);
    await careers.get(`/api/careers/${seat.careerId}`).set('Authorization', `Bearer ${seat.seatToken}`);
    await careers.send(seat, {}, keep('an-invented-token-nobody-holds')).expect(403);

    const games = new GamesClient(server.url);
    const gameSeed = keep(drawnSeed('log-test-game-seed'));
    const a = { kommandant: 'Log A', seedCommitment: commitment(gameSeed) };
    const created = (await games.create({ ...TERMS, ...a }).expect(201)).body;
    keep(created.seatToken);
    keep(created.inviteCode);
    const joined = await games
      .join(created.gameId, {
        inviteCode: created.inviteCode,
        kommandant: 'Log B',
        seedCommitment: a.seedCommitment,
      })
      .expect(201);
    keep(joined.body.seatToken);
    await games.get(`/api/games/${created.gameId}`, created.seatToken).expect(200);
    // A seat's commands over its live socket (docs/live.md, `command`): its seed revealed, a salt refused (14.8).
    const live = new LiveClient(server.url, created.seatToken);
    await live.connected();
    const overSocket = (type: string, data: object) =>
      live.request<{ ok: boolean }>('command', {
        stream: 'game',
        id: created.gameId,
        commandId: type,
        type,
        data,
      });
    expect(await overSocket('RevealSeed', { seed: gameSeed })).toMatchObject({ ok: true });
    const salt = keep(drawnSeed('log-test-salt'));
    expect(await overSocket('CommitManoeuvre', { hash: manoeuvreHash(3, salt), salt })).toMatchObject({
      ok: false,
    });
    live.close();

    const tournaments = new TournamentsClient(server.url);
    const t = (
      await tournaments
        .create({
          name: 'Log cup',
          organiser: 'BdU',
          format: 'survival',
          uboatTypes: ['VIIC'],
          startDate: '1943-07',
        })
        .expect(201)
    ).body;
    keep(t.organiserToken);
    const entrant = (await tournaments.register(t.tournamentId, { name: 'Kptlt. Log' }).expect(201)).body;
    keep(entrant.seatToken);
    await tournaments.act(t.tournamentId, 'StartTournament', {}, t.organiserToken).expect(200);
    await request(server.url)
      .get('/api/health')
      .set('Cookie', `session=${keep('a-cookie-value-xyz')}`);
    await request(server.url)
      .get(`/api/tournaments/${t.tournamentId}`)
      .set('Cookie', `session=${keep('another-cookie-value-xyz')}`);

    await new Promise((r) => setTimeout(r, 300)); // the last lines reach the pipe
    const log = server.output();
    expect(secrets.filter((s) => log.includes(s))).toEqual([]);
    expect(log).toContain('"authorization":"[redacted]"'); // the requests were logged, with their headers
  }, 60_000);
});
