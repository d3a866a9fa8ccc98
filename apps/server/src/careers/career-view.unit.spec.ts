import { MemoryEventStore } from '@periscope/event-store';
import { commitment, initialState, type CareerCommand } from '@periscope/rules';
import { appendedView, eventView, foldCareer, storedEventView, summaryOf } from './career-view';
import { toNewEvents } from './command-record';

const start: CareerCommand = {
  type: 'StartCareer',
  data: {
    uboatType: 'VIIC',
    startDate: '1943-07',
    kommandant: 'Kptlt. Test',
    seedCommitment: commitment('server'),
    playerSeed: 'player',
  },
};

describe('summaryOf', () => {
  it('says little before the start', () => {
    expect(summaryOf(initialState())).toEqual({
      step: { kind: 'setup' },
      uboatType: null,
      uboatId: null,
      kommandant: null,
      date: null,
      base: null,
      patrolsCompleted: 0,
      tonnage: 0,
      seedCommitment: null,
      playerSeed: null,
    });
  });
});

describe('event views', () => {
  it('show a just-appended event exactly as reading it back does', async () => {
    const store = new MemoryEventStore();
    const started = {
      type: 'CareerStarted',
      data: { kommandant: 'K', uboatId: undefined, nested: { list: [1, 2] } },
    };
    const [event] = toNewEvents('c', 'start', start, [started as never], { firstNonce: 0, nextNonce: 0 });
    await store.append('career-c', [event], { expectedRevision: 'no_stream' });
    const [stored] = await store.readStream('career-c');
    expect(JSON.stringify(appendedView(event, 0))).toBe(JSON.stringify(eventView(stored)));
    expect(storedEventView(stored)).toMatchObject({ position: 1, recordedAt: stored.recordedAt });
  });

  it('fold a stream into the career state', async () => {
    const store = new MemoryEventStore();
    const events = toNewEvents('c', 'start', start, [], { firstNonce: 0, nextNonce: 0 });
    expect(events).toEqual([]);
    expect(foldCareer(await store.readStream('career-c'))).toEqual(initialState());
  });
});
