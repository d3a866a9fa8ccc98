import { MemoryEventStore } from '@periscope/event-store';
import { commitment, RuleViolation, type CareerCommand } from '@periscope/rules';
import type { AppError } from '../common/app-error';
import { handleCommand } from '../common/command-handler';
import { careers } from './career.aggregate';

const careerId = '00000000-0000-4000-8000-000000000001';
const stream = `career-${careerId}`;
const context = { serverSeed: 'aggregate-server-seed' };
const start: CareerCommand = {
  type: 'StartCareer',
  data: {
    uboatType: 'VIIC',
    startDate: '1943-07',
    kommandant: 'K',
    seedCommitment: commitment(context.serverSeed),
    playerSeed: 'p',
  },
};
const assign: CareerCommand = { type: 'AssignPatrol', data: {} };
const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };

const send = (store: MemoryEventStore, commandId: string, command: CareerCommand, id = careerId) =>
  handleCommand(store, careers, { id, commandId, command, actor: 'seat:player', context });

async function started(): Promise<MemoryEventStore> {
  const store = new MemoryEventStore();
  await handleCommand(store, careers, {
    id: careerId,
    commandId: 'start',
    command: start,
    actor: 'seat:player',
    context,
    expected: 'no_stream',
  });
  return store;
}

describe('a career through the command handler', () => {
  it('given no career, when started, then its start is recorded with the dice from nonce 0', async () => {
    const store = await started();
    const [begun] = await store.readStream(stream);
    expect(begun.metadata).toMatchObject({ commandId: 'start', command: start, dice: { firstNonce: 0 } });
  });

  it('given a career, when commands follow, then each one’s dice start where the last one stopped', async () => {
    const store = await started();
    const answer = await send(store, 'a1', assign);
    expect(answer).toMatchObject({ revision: 1, replayed: false });
    const [, assigned] = await store.readStream(stream);
    const { nextNonce } = assigned.metadata.dice as { nextNonce: number };
    expect(nextNonce).toBeGreaterThan(0);
    await send(store, 'e1', enter);
    const [next] = await store.readStream(stream, { fromRevision: 2 });
    expect(next.metadata).toMatchObject({ command: enter, dice: { firstNonce: nextNonce } });
  });

  it('given a replay, then the answer is the first one, with the state it left', async () => {
    const store = await started();
    const first = await send(store, 'a1', assign);
    await send(store, 'e1', enter);
    const again = await send(store, 'a1', assign);
    expect(JSON.parse(JSON.stringify({ ...again, stream: [] }))).toEqual(
      JSON.parse(JSON.stringify({ ...first, stream: [], replayed: true })),
    );
  });

  it('given a command the rules refuse, then the violation goes through and nothing is appended', async () => {
    const store = await started();
    await expect(send(store, 'e1', enter)).rejects.toThrow(RuleViolation);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('given an unknown or malformed career id, then career/not-found', async () => {
    const store = new MemoryEventStore();
    for (const id of [careerId, 'nope', 'career-1']) {
      const error = (await send(store, 'x', assign, id).catch((e: unknown) => e)) as AppError;
      expect(error.code).toBe('career/not-found');
    }
  });
});
