import { MemoryEventStore, type EventStore, type RecordedEvent } from '@periscope/event-store';
import { AppError } from './app-error';
import {
  handleCommand,
  MAX_ATTEMPTS,
  type Aggregate,
  type CommandRequest,
  type DecidedEvent,
} from './command-handler';
import { KEPT_EVENTS, StreamFolds, type StreamFold } from './stream-folds';

// A tally stands in for an aggregate: `Add` adds its amount (nothing for 0), `Open` creates it.
type Tally = { opened: boolean; total: number };
type TallyCommand = { type: 'Open' | 'Add'; amount: number };

const ID = '00000000-0000-4000-8000-000000000007';
const STREAM = `tally-${ID}`;

const tallies: Aggregate<Tally, TallyCommand, { step: number }> = {
  noun: 'tally',
  stream: (id) => `tally-${id}`,
  initialState: () => ({ opened: false, total: 0 }),
  fold: (state, events) =>
    events.reduce(
      (s, e) =>
        e.type === 'Opened' ? { ...s, opened: true } : { ...s, total: s.total + (e.data as number) },
      state,
    ),
  decide: (state, command, { step }) => {
    if (command.type === 'Open') return { events: [{ type: 'Opened', data: null }] };
    if (!state.opened) throw new Error('not opened');
    if (command.amount === 0) return { events: [] };
    return { events: [{ type: 'Added', data: command.amount * step }], metadata: { step } };
  },
  recorded: (command) => command,
};

const add = (
  commandId: string,
  amount: number,
  more: Partial<CommandRequest<Tally, TallyCommand, { step: number }>> = {},
) =>
  ({
    id: ID,
    commandId,
    command: { type: 'Add', amount },
    actor: 'seat:test',
    context: { step: 1 },
    ...more,
  }) as const;

async function given(...amounts: number[]): Promise<MemoryEventStore> {
  const store = new MemoryEventStore();
  await handleCommand(store, tallies, {
    ...add('open', 0),
    command: { type: 'Open', amount: 0 },
    expected: 'no_stream',
  });
  for (const [i, amount] of amounts.entries()) await handleCommand(store, tallies, add(`given-${i}`, amount));
  return store;
}

/** A store where, before each of the first `times` appends, another command lands (an Added of 100). */
function withRivals(store: MemoryEventStore, times: number): EventStore {
  let rivals = 0;
  const append: EventStore['append'] = async (stream, events, options) => {
    if (rivals < times) {
      rivals++;
      await store.append(STREAM, [{ type: 'Added', data: 100, metadata: { commandId: `rival-${rivals}` } }]);
    }
    return store.append(stream, events, options);
  };
  return Object.assign(Object.create(store) as EventStore, { append });
}

const codeOf = (error: unknown) => (error as AppError).code;

// Every behaviour holds the same whether the handler reads the whole stream or keeps its fold (stream-folds.ts).
const keeping = { ...tallies, keepsFolds: true };

describe.each([
  ['reading the whole stream', tallies],
  ['keeping folds', keeping],
])('handleCommand, %s', (_, aggregate) => {
  it('given a tally, when a command is sent, then its events are appended with the command, sender and metadata', async () => {
    const store = await given(2);
    const result = await handleCommand(store, aggregate, add('a', 3, { context: { step: 2 } }));
    expect(result).toMatchObject({ revision: 2, state: { total: 8 }, replayed: false });
    const [, , added] = await store.readStream(STREAM);
    expect(added).toMatchObject({ id: result.events[0].id, data: 6 });
    expect(added.metadata).toEqual({
      commandId: 'a',
      correlationId: 'a',
      actor: 'seat:test',
      command: { type: 'Add', amount: 3 },
      step: 2,
    });
  });

  it('given another command lands between read and append, when sent, then it is decided again on the new stream', async () => {
    const store = await given(1);
    const result = await handleCommand(withRivals(store, MAX_ATTEMPTS - 1), aggregate, add('a', 5));
    expect(result).toMatchObject({ revision: MAX_ATTEMPTS + 1, state: { total: 1 + 300 + 5 } });
    expect((await store.readStream(STREAM)).map((e) => e.metadata.commandId)).toEqual([
      'open',
      'given-0',
      'rival-1',
      'rival-2',
      'rival-3',
      'a',
    ]);
  });

  it('given others keep landing, when sent, then it gives up after MAX_ATTEMPTS with 409 <noun>/conflict', async () => {
    const store = await given();
    const sending = handleCommand(withRivals(store, MAX_ATTEMPTS), aggregate, add('a', 5));
    await expect(sending).rejects.toMatchObject({ kind: 'conflict', code: 'tally/conflict' });
    expect((await store.readStream(STREAM)).some((e) => e.metadata.commandId === 'a')).toBe(false);
  });

  it('given a commandId already handled, when sent again, then its first result comes back and nothing is appended', async () => {
    const store = await given();
    const first = await handleCommand(store, aggregate, add('a', 5));
    await handleCommand(store, aggregate, add('b', 7));
    const again = await handleCommand(store, aggregate, add('a', 5, { context: { step: 10 } }));
    expect(again).toMatchObject({ revision: first.revision, events: first.events, replayed: true });
    expect(again.state).toEqual(first.state);
    expect(await store.readStream(STREAM)).toHaveLength(3);
  });

  it('given a commandId already handled, when another command is sent under it, then 409 command/id-reused', async () => {
    const store = await given();
    await handleCommand(store, aggregate, add('a', 5));
    await expect(handleCommand(store, aggregate, add('a', 6))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'command/id-reused',
    });
  });

  it('given the same command in the same stream, then its events get the same ids (a retried append is a no-op)', async () => {
    const store = await given();
    const first = await handleCommand(new MemoryEventStore(), aggregate, {
      ...add('open', 0),
      command: { type: 'Open', amount: 0 },
      expected: 'no_stream',
    });
    const [opened] = await store.readStream(STREAM);
    expect(opened.id).toBe(first.events[0].id);
  });

  it('given no stream, when a creation is sent with no_stream, then it is created; sent again, it is a replay', async () => {
    const store = new MemoryEventStore();
    const open = { ...add('open', 0), command: { type: 'Open', amount: 0 }, expected: 'no_stream' } as const;
    const created = await handleCommand(store, aggregate, open);
    expect(created).toMatchObject({ revision: 0, state: { opened: true }, replayed: false });
    expect(await handleCommand(store, aggregate, open)).toMatchObject({ revision: 0, replayed: true });
    const other = { ...open, commandId: 'open-2' };
    await expect(handleCommand(store, aggregate, other)).rejects.toMatchObject({ code: 'tally/exists' });
  });

  it('given no stream, when a command that needs one is sent, then 404 <noun>/not-found', async () => {
    const sending = handleCommand(new MemoryEventStore(), aggregate, add('a', 1));
    await expect(sending).rejects.toBeInstanceOf(AppError);
    await expect(sending).rejects.toMatchObject({ kind: 'not-found', code: 'tally/not-found' });
  });

  it('given admit refuses, when a new command is sent, then nothing is decided; a replay is answered anyway', async () => {
    const store = await given();
    await handleCommand(store, aggregate, add('a', 5));
    const paused = async () => {
      throw new AppError('conflict', 'tally/paused', 'paused');
    };
    await expect(handleCommand(store, aggregate, add('b', 1, { admit: paused }))).rejects.toThrow('paused');
    expect(await handleCommand(store, aggregate, add('a', 5, { admit: paused }))).toMatchObject({
      replayed: true,
    });
    expect(await store.readStream(STREAM)).toHaveLength(2);
  });

  it('given a decider error, when sent, then it propagates and the store is untouched', async () => {
    const store = new MemoryEventStore();
    await store.append(STREAM, [{ type: 'Added', data: 1, metadata: { commandId: 'x' } }]);
    await expect(handleCommand(store, aggregate, add('a', 1))).rejects.toThrow('not opened');
    expect(await store.readStream(STREAM)).toHaveLength(1);
  });

  it("given an empty decision, then nothing is appended and the revision is the stream's", async () => {
    const store = await given(4);
    const result = await handleCommand(store, aggregate, add('a', 0));
    expect(result).toMatchObject({ revision: 1, events: [], state: { total: 4 }, replayed: false });
  });

  it('given the stream moved past onlyAtRevision, then nothing is decided and beforeAppend never runs', async () => {
    const store = await given(4);
    const beforeAppend = jest.fn(async () => undefined);
    const moved = await handleCommand(store, aggregate, add('a', 1, { onlyAtRevision: 0, beforeAppend }));
    expect(moved).toMatchObject({ revision: 1, events: [], replayed: false });
    expect(beforeAppend).not.toHaveBeenCalled();
    const atRevision = await handleCommand(
      store,
      aggregate,
      add('b', 1, { onlyAtRevision: 1, beforeAppend }),
    );
    expect(atRevision).toMatchObject({ revision: 2 });
    expect(beforeAppend).toHaveBeenCalledWith({ opened: true, total: 4 });
  });

  it("given an id that names no stream, then the aggregate's stream() refuses before anything is read", async () => {
    const strict = {
      ...aggregate,
      stream: () => {
        throw new AppError('not-found', 'tally/not-found', 'No tally x');
      },
    };
    const sending = handleCommand(new MemoryEventStore(), strict, add('a', 1));
    expect(codeOf(await sending.catch((error: unknown) => error))).toBe('tally/not-found');
  });
});

describe('handleCommand keeping folds (stream-folds.ts)', () => {
  it('given a fold kept, when the next command is sent, then only the events after it are read and folded', async () => {
    const store = await given(1, 2);
    const folded: number[] = [];
    const counting = {
      ...keeping,
      fold: (s: Tally, e: readonly DecidedEvent[]) => (folded.push(e.length), keeping.fold(s, e)),
    };
    await handleCommand(store, counting, add('a', 3));
    const read = jest.spyOn(store, 'readStream');
    const result = await handleCommand(store, counting, add('b', 4));
    expect(read.mock.calls).toEqual([[STREAM, { fromRevision: 3 }]]);
    // the whole stream and 'a' decided, then only 'a' as read back and 'b' decided
    expect(folded).toEqual([3, 1, 1, 1]);
    expect(result).toMatchObject({ revision: 4, state: { total: 10 } });
    expect(result.stream.map((e) => e.metadata.commandId)).toEqual(['open', 'given-0', 'given-1', 'a', 'b']);
  });

  it('given another process appended since the fold was kept, then its events are folded in before deciding', async () => {
    const store = await given(1);
    await handleCommand(store, keeping, add('a', 1));
    await handleCommand(store, tallies, add('elsewhere', 100)); // as another process would, its fold not ours
    const result = await handleCommand(store, keeping, add('b', 1));
    expect(result).toMatchObject({ revision: 4, state: { total: 103 } });
    const replay = await handleCommand(store, keeping, add('elsewhere', 100));
    expect(replay).toMatchObject({ replayed: true, revision: 3, state: { total: 102 } });
  });

  it('given a kept fold that is not a prefix of what the store holds, then the whole stream is read again', async () => {
    const store = await given(1);
    await handleCommand(store, keeping, add('a', 1));
    const stranger = Object.assign(Object.create(store) as EventStore, {
      readStream: async (stream: string, options?: { fromRevision?: number }) =>
        (await store.readStream(stream)).slice(options?.fromRevision === undefined ? 0 : 1),
    });
    StreamFolds.of(stranger).keep(STREAM, StreamFolds.of(store).get(STREAM) as StreamFold<Tally>);
    const result = await handleCommand(stranger, keeping, add('b', 1));
    expect(result).toMatchObject({ revision: 3, state: { total: 3 } });
  });

  it('keeps at most KEPT_EVENTS events over all streams, the least recently kept going first', () => {
    const folds = StreamFolds.of(new MemoryEventStore());
    const fold = (n: number) => ({ events: Array.from({ length: n }) as RecordedEvent[], state: null });
    folds.keep('a', fold(KEPT_EVENTS / 2));
    folds.keep('b', fold(KEPT_EVENTS / 2));
    folds.keep('a', fold(KEPT_EVENTS / 2 + 1));
    expect([folds.get('a'), folds.get('b')].map((f) => f?.events.length)).toEqual([
      KEPT_EVENTS / 2 + 1,
      undefined,
    ]);
    folds.keep('c', fold(KEPT_EVENTS + 5));
    expect([folds.get('a'), folds.get('c')].map((f) => f?.events.length)).toEqual([
      undefined,
      KEPT_EVENTS + 5,
    ]);
  });
});
