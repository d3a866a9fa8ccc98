import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { PeriscopeClient, PeriscopeError, type RequestOf } from '@periscope/client';
import { verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import { botCommand, botManoeuvre, type BotSeat } from '@periscope/play/duel';
import { commitment } from '@periscope/rules';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { playCareer } from '../examples/career-bot';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { simulate } from './support/career-driver';
import { botSeat, endingGame, TERMS, wire } from './support/duel-driver';
import { e2eApp, QueuedSeeds } from './support/e2e-app';

// @periscope/client (libs/client): its types are what the server documents today, the example bot plays a whole
// career through it, two bots a whole two-player game (13.1), and an organiser runs a tournament, on fixed seeds.

const SERVER_SEED = 'client-e2e-server-seed';
const GAME_SEED = 'client-e2e-game-seed';
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

  it('plays a two-player game to its end with two bots, and its export and audit verify', async () => {
    const n = endingGame(GAME_SEED);
    const bots = [botSeat('a', n), botSeat('b', n)] as const;
    const entry = (bot: BotSeat) => ({ kommandant: `Bot ${bot.seat}`, seedCommitment: commitment(bot.seed) });
    seeds.queue.push(GAME_SEED);
    const created = await client.createGame({ ...TERMS, ...entry(bots[0]) } as RequestOf<'createGame'>);
    const { gameId, inviteCode } = created;
    const joined = await client.joinGame(gameId, { inviteCode, ...entry(bots[1]) } as RequestOf<'joinGame'>);
    const tokens: Record<string, string> = { a: created.seatToken, b: joined.seatToken };

    /** One command of the bot's seat, if it has one; false when it waits. */
    const step = async (bot: BotSeat): Promise<boolean> => {
      const view = await client.getGame(gameId, tokens[bot.seat]);
      const seats = view.seats as Record<string, { career?: unknown } | undefined>;
      const botView = {
        offers: view.pending.seats[bot.seat],
        career: seats[bot.seat]?.career,
        nextNonce: view.nextNonce,
      } as Parameters<typeof botCommand>[0];
      const command = botCommand(botView, bot);
      if (!command) return false;
      const data =
        command.type === 'CommitManoeuvre'
          ? { type: command.type, data: { ...command.data, salt: botManoeuvre(botView, bot).salt } }
          : wire(command);
      await client.sendGameCommand(gameId, tokens[bot.seat], {
        commandId: `client-${bot.seat}-${++sent}`,
        ...data,
      } as RequestOf<'sendGameCommand'>);
      return true;
    };
    let sent = 0;
    for (let moved = true; moved && sent < 3000;) {
      moved = false;
      for (const bot of bots) moved = (await step(bot)) || moved;
    }

    const game = await client.getGame(gameId);
    expect(game.phase).toBe('over');
    expect((await client.listGameEvents(gameId, tokens.a)).events.length).toBeGreaterThan(sent);
    expect(await client.getGameSeeds(gameId)).toMatchObject({ serverSeed: GAME_SEED });
    const offline = verifyExport(await client.exportGame(gameId), { verifiers: AUDIT_VERIFIERS });
    expect(offline.findings).toEqual([]);
    expect(offline.checks.rolls.status).toBe('passed');
    expect(await client.auditGame(gameId)).toMatchObject({ ok: true });
  });

  it('runs a tournament: created, entered, started, read, withdrawn from, exported and audited', async () => {
    const { tournamentId, organiserToken } = await client.createTournament({
      name: 'Client cup',
      organiser: 'BdU',
      format: 'survival',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
    } as RequestOf<'createTournament'>);
    const first = await client.registerEntrant(tournamentId, {
      name: 'Kptlt. Eins',
    } as RequestOf<'registerEntrant'>);
    const second = await client.registerEntrant(tournamentId, {
      name: 'Kptlt. Zwei',
    } as RequestOf<'registerEntrant'>);
    expect((await client.listTournaments()).tournaments.map((t) => t.tournamentId)).toContain(tournamentId);
    expect((await client.listEntrants(tournamentId)).entrants).toHaveLength(2);
    await client.actAsOrganiser(tournamentId, organiserToken, {
      type: 'StartTournament',
      data: {},
    } as RequestOf<'actAsOrganiser'>);
    expect((await client.getTournament(tournamentId)).phase).toBe('running');
    await client.withdrawEntrant(tournamentId, second.careerId, second.seatToken, {
      reason: 'Called to the staff',
    } as RequestOf<'withdrawEntrant'>);

    expect(await client.getStandings(tournamentId)).toMatchObject({ tournamentId });
    const csv = (await client.getResultsCsv(tournamentId)).trim().split('\n');
    expect(csv).toHaveLength(3); // a header line, then one line an entrant
    expect(csv.join('\n')).toContain(first.careerId);
    expect((await client.getResultsNdjson(tournamentId)).trim().split('\n').length).toBeGreaterThanOrEqual(2);
    const exported = await client.exportTournament(tournamentId);
    expect(verifyExport(exported, { verifiers: AUDIT_VERIFIERS }).findings).toEqual([]);
    expect(await client.auditTournament(tournamentId)).toMatchObject({ ok: true });
    await expect(
      client.actAsOrganiser(tournamentId, 'not-the-organiser', {
        type: 'FinishTournament',
        data: {},
      } as RequestOf<'actAsOrganiser'>),
    ).rejects.toMatchObject({ status: 403, body: { code: 'organiser/token-invalid' } });
  });

  it('throws the server’s refusal with its stable code', async () => {
    await expect(client.getCareer('no-such-career')).rejects.toMatchObject({
      constructor: PeriscopeError,
      status: 404,
      body: { code: 'career/not-found' },
    });
  });
});
