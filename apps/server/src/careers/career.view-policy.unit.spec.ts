import type { RecordedEvent } from '@periscope/event-store';
import { CareerSeats } from './career-seats';
import type { CareerSecretsStore } from '../common/career-secrets';
import type { CareersService } from './careers.service';
import { hashToken } from '../common/bearer-token';
import { CareerViewPolicy } from './career.view-policy';
import { LiveViews } from '../live/live-views';
import { careerHides } from '../live/redact';
import { SPECTATOR } from '../live/view-policy';

const ID = '7d455435-d26d-4fde-a657-ccbf1c39e3c8';
const secrets = {
  read: async (id: string) =>
    id === ID ? { serverSeed: 'server', commitment: 'c', seatTokenHash: hashToken('the-token') } : undefined,
} as unknown as CareerSecretsStore;
const policy = new CareerViewPolicy(new LiveViews(), new CareerSeats(secrets), {} as CareersService);

const started: RecordedEvent = {
  id: 'e1',
  stream: `career-${ID}`,
  type: 'CareerStarted',
  revision: 0,
  position: 2,
  recordedAt: '2026-11-23T00:00:00.000Z',
  data: {
    kommandant: 'K',
    seedCommitment: 'c',
    playerSeed: 'mine',
    nested: [{ serverSeed: 'x', seatToken: 't' }],
  },
  metadata: {
    commandId: 'start',
    actor: 'seat:player',
    command: { type: 'StartCareer', data: { playerSeed: 'mine' } },
  },
};

describe('the career view policy', () => {
  it('makes the seat token’s holder the seat, anyone else a spectator; no career is 404', async () => {
    expect(await policy.roleOf(ID, 'the-token')).toBe('seat:player');
    expect(await policy.roleOf(ID, 'another')).toBe(SPECTATOR);
    expect(await policy.roleOf(ID, undefined)).toBe(SPECTATOR);
    await expect(policy.roleOf('00000000-0000-4000-8000-000000000000', undefined)).rejects.toMatchObject({
      code: 'career/not-found',
    });
  });

  it('never shows a spectator a seed or a token, at any depth; the seat sees its player seed', () => {
    const spectator = JSON.stringify(policy.update(started, SPECTATOR));
    for (const secret of ['playerSeed', 'serverSeed', 'seatToken', 'mine'])
      expect(spectator).not.toContain(secret);
    const seat = policy.update(started, 'seat:player');
    expect(seat.data).toMatchObject({ playerSeed: 'mine', seedCommitment: 'c' });
    expect(JSON.stringify(seat)).not.toContain('seatToken');
    expect(seat.metadata).toEqual({ commandId: 'start', actor: 'seat:player' });
  });

  it('hides the seeds from a spectator until the career has ended, the tokens from everyone (L-1)', () => {
    expect(careerHides(SPECTATOR, false)).toEqual([
      'seed',
      'serverSeed',
      'playerSeed',
      'seatToken',
      'seatTokenHash',
    ]);
    expect(careerHides(SPECTATOR, true)).toEqual(['seatToken', 'seatTokenHash']);
    expect(careerHides('seat:player', false)).toEqual(['seatToken', 'seatTokenHash']);
  });
});
