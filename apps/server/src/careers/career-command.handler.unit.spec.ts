import { HttpException } from '@nestjs/common';
import { MemoryEventStore, WrongExpectedVersion } from '@periscope/event-store';
import {
  commitment,
  decide,
  initialState,
  RuleViolation,
  SeededDice,
  type CareerCommand,
} from '@periscope/rules';
import { handleCareerCommand, MAX_ATTEMPTS } from './career-command.handler';
import { toNewEvents } from './command-record';

const careerId = '00000000-0000-4000-8000-000000000001';
const stream = `career-${careerId}`;
const serverSeed = 'handler-server-seed';
const assign: CareerCommand = { type: 'AssignPatrol', data: {} };
const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };

async function startedStore(): Promise<MemoryEventStore> {
  const store = new MemoryEventStore();
  const start: CareerCommand = {
    type: 'StartCareer',
    data: {
      uboatType: 'VIIC',
      startDate: '1943-07',
      kommandant: 'K',
      seedCommitment: commitment(serverSeed),
      playerSeed: 'p',
    },
  };
  const events = decide(initialState(), start, new SeededDice({ serverSeed, playerSeed: 'p' }));
  await store.append(stream, toNewEvents(careerId, 'start', start, events, { firstNonce: 0, nextNonce: 0 }), {
    expectedRevision: 'no_stream',
  });
  return store;
}

const send = (store: MemoryEventStore, commandId: string, command: CareerCommand) =>
  handleCareerCommand(store, { careerId, commandId, command, serverSeed });

const errorCode = (error: unknown) => ((error as HttpException).getResponse() as { code: string }).code;

describe('handleCareerCommand', () => {
  it('appends the decided events with the command and the dice nonces they consumed', async () => {
    const store = await startedStore();
    const answer = await send(store, 'a1', assign);
    expect(answer).toMatchObject({ careerId, commandId: 'a1', revision: 1 });
    expect(answer.pending.commands.map((c) => c.type)).toEqual(['EnterNextBox']);
    const [, assigned] = await store.readStream(stream);
    expect(assigned.metadata).toMatchObject({ commandId: 'a1', command: assign, dice: { firstNonce: 0 } });
    const { nextNonce } = assigned.metadata.dice as { nextNonce: number };
    expect(nextNonce).toBeGreaterThan(0);
    // The next command's dice start where this one's stopped.
    await send(store, 'e1', enter);
    const [next] = await store.readStream(stream, { fromRevision: 2 });
    expect(next.metadata.dice).toMatchObject({ firstNonce: nextNonce });
  });

  it('asks admit before a new command only: a repeated commandId is answered again while admit refuses', async () => {
    const store = await startedStore();
    const first = await send(store, 'a1', assign);
    const paused = new Error('T-PAUSE: paused');
    const admit = jest.fn(async () => {
      throw paused;
    });
    const during = (commandId: string, command: CareerCommand) =>
      handleCareerCommand(store, { careerId, commandId, command, serverSeed, admit });
    await expect(during('a1', assign)).resolves.toEqual(first);
    expect(admit).not.toHaveBeenCalled();
    await expect(during('e1', enter)).rejects.toBe(paused);
    expect(admit).toHaveBeenCalledTimes(1);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('answers a repeated commandId with its first answer and appends nothing', async () => {
    const store = await startedStore();
    const first = await send(store, 'a1', assign);
    await send(store, 'e1', enter);
    const head = await store.headPosition();
    expect(await send(store, 'a1', assign)).toEqual(JSON.parse(JSON.stringify(first)));
    expect(await store.headPosition()).toBe(head);
  });

  it('refuses a commandId reused for another command', async () => {
    const store = await startedStore();
    await send(store, 'a1', assign);
    const error = await send(store, 'a1', enter).catch((e) => e);
    expect(errorCode(error)).toBe('command/id-reused');
  });

  it('re-reads and decides again when another command lands in between', async () => {
    const store = await startedStore();
    const append = jest.spyOn(store, 'append');
    append.mockImplementationOnce(async () => {
      throw new WrongExpectedVersion(stream, 0, 1);
    });
    const answer = await send(store, 'a1', assign);
    expect(append).toHaveBeenCalledTimes(2);
    expect(answer.revision).toBe(1);
  });

  it(`gives up with career/conflict after ${MAX_ATTEMPTS} conflicts in a row`, async () => {
    const store = await startedStore();
    jest.spyOn(store, 'append').mockRejectedValue(new WrongExpectedVersion(stream, 0, 1));
    const error = await send(store, 'a1', assign).catch((e) => e);
    expect(errorCode(error)).toBe('career/conflict');
    expect(store.append).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });

  it('lets rule violations through and appends nothing', async () => {
    const store = await startedStore();
    await expect(send(store, 'e1', enter)).rejects.toThrow(RuleViolation);
    expect(await store.headPosition()).toBe(1);
  });

  it('says career/not-found for an unknown or malformed career id', async () => {
    const store = new MemoryEventStore();
    for (const id of [careerId, 'nope', 'career-1']) {
      const error = await handleCareerCommand(store, {
        careerId: id,
        commandId: 'x',
        command: assign,
        serverSeed,
      }).catch((e) => e);
      expect(errorCode(error)).toBe('career/not-found');
    }
  });
});
