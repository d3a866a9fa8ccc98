import type { RecordedEvent } from '@periscope/event-store';
import type { Seat } from '@periscope/play/duel';
import { LiveViews } from '../live/live-views';
import { SPECTATOR, type ViewerRole } from '../live/view-policy';
import type { GameCommandDto } from './dto/game-command.dto';
import { GameViewPolicy } from './game.view-policy';
import type { GameSeats } from './game-seats';
import type { GamesService } from './games.service';

const ID = '5b0c8f63-2d0e-4c55-9d0f-4f1a2b3c4d5e';
/** A salt as the web client draws it (secrets.ts): what no one but its seat may see before both numbers are known. */
const SALT = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** The games service as the policy calls it: each command it was handed, with the seat, answered by an echo. */
function givenAPolicy() {
  const handed: { id: string; seat: Seat; dto: GameCommandDto }[] = [];
  const games = {
    command: async (id: string, seat: Seat, dto: GameCommandDto) => {
      handed.push({ id, seat, dto });
      return { gameId: id, commandId: dto.commandId, events: [] };
    },
  } as unknown as GamesService;
  return { policy: new GameViewPolicy(new LiveViews(), {} as GameSeats, games), handed };
}

const roll = { commandId: 'c-1', type: 'Roll', data: {} };

describe('a game’s command over the socket (GameViewPolicy.command)', () => {
  it.each([
    ['seat:a', 'a'],
    ['seat:b', 'b'],
  ] as const)('given the role %s, hands the command to the games service as seat %s', async (role, seat) => {
    const { policy, handed } = givenAPolicy();
    const answer = await policy.command(ID, roll, role);
    expect(handed).toEqual([{ id: ID, seat, dto: roll }]);
    expect(answer).toEqual({ gameId: ID, commandId: 'c-1', events: [] });
  });

  it.each([SPECTATOR, 'seat:player'] as ViewerRole[])(
    'refuses the role %s (403 live/not-a-seat), handing nothing on',
    async (role) => {
      const { policy, handed } = givenAPolicy();
      await expect(policy.command(ID, roll, role)).rejects.toMatchObject({
        kind: 'forbidden',
        code: 'live/not-a-seat',
      });
      expect(handed).toEqual([]);
    },
  );

  it('refuses a body the HTTP route refuses, with its validation code and fields, handing nothing on', async () => {
    const { policy, handed } = givenAPolicy();
    for (const [command, fields] of [
      [{ ...roll, type: 'Resign' }, ['type']],
      [{ ...roll, type: 'OpenPackRound' }, ['type']], // 13.5.4: a wolfpack coordinator's, never a seat's
      [{ ...roll, data: { pad: 'x'.repeat(2000) } }, ['data']],
      [{ ...roll, commandId: 'é'.repeat(101) }, ['commandId']],
    ] as const)
      await expect(policy.command(ID, command, 'seat:a')).rejects.toMatchObject({
        response: {
          statusCode: 400,
          code: 'validation/invalid-input',
          details: fields.map((field) => ({ field, problems: expect.any(Array) })),
        },
      });
    expect(handed).toEqual([]);
  });

  it('takes through the validation pipe what the hand check leaves to it (a commandId outside ASCII)', async () => {
    const { policy, handed } = givenAPolicy();
    await policy.command(ID, { ...roll, commandId: 'zug-ü' }, 'seat:b');
    expect(handed).toEqual([
      { id: ID, seat: 'b', dto: expect.objectContaining({ ...roll, commandId: 'zug-ü' }) },
    ]);
  });
});

describe('a seat’s evasive number sent over the socket, as the live updates show it (14.8.3)', () => {
  const revealed: RecordedEvent = {
    id: 'e9',
    stream: `game-${ID}`,
    type: 'ManoeuvreRevealed',
    revision: 9,
    position: 40,
    recordedAt: '2026-12-01T00:00:00.000Z',
    data: { seat: 'a', number: 5, salt: SALT, rule: '14.8.3' },
    metadata: {
      commandId: 'reveal-a',
      actor: 'seat:a',
      command: { type: 'RevealManoeuvre', seat: 'a', data: { number: 5, salt: SALT } },
    },
  };

  it.each([SPECTATOR, 'seat:b'] as ViewerRole[])('is face down for %s: no number, no salt', (role) => {
    const { policy } = givenAPolicy();
    const update = policy.update(revealed, role);
    expect(update.data).toEqual({ seat: 'a', rule: '14.8.3' });
    expect(JSON.stringify(update)).not.toMatch(new RegExp(`${SALT}|"number"|"salt"`));
  });

  it('is face up for the seat that sent it', () => {
    const { policy } = givenAPolicy();
    expect(policy.update(revealed, 'seat:a').data).toEqual({
      seat: 'a',
      number: 5,
      salt: SALT,
      rule: '14.8.3',
    });
  });
});
