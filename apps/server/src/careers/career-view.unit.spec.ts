import { medStartCommand } from '@periscope/rules/testing';
import { MemoryEventStore } from '@periscope/event-store';
import { decide, evolve, initialState, ScriptedDice } from '@periscope/rules';
import { foldCareer, storedEventView, summaryOf } from './career-view';

describe('summaryOf', () => {
  it('says little before the start', () => {
    expect(summaryOf(initialState())).toEqual({
      campaign: { id: 'the-hunted', rulesetVersion: '1' },
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

  it("names a Beneath the Med career's campaign, its class and its base", () => {
    const start = medStartCommand({ serverSeed: 's', playerSeed: 'p' });
    const state = decide(initialState(), start, new ScriptedDice([])).reduce(evolve, initialState());
    expect(summaryOf(state)).toMatchObject({
      campaign: { id: 'beneath-the-med', rulesetVersion: '3' },
      uboatType: 'Perla',
      kommandant: 'T.V. Prova',
      base: 'mediterranean',
      step: { kind: 'inPort' },
    });
  });
});

describe('event views', () => {
  it('show a stored event with its position and time', async () => {
    const store = new MemoryEventStore();
    await store.append('career-c', [{ type: 'CareerStarted', data: { kommandant: 'K' } }]);
    const [stored] = await store.readStream('career-c');
    expect(storedEventView(stored)).toEqual({
      id: stored.id,
      revision: 0,
      type: 'CareerStarted',
      data: { kommandant: 'K' },
      metadata: stored.metadata,
      position: stored.position,
      recordedAt: stored.recordedAt,
    });
  });

  it('fold an empty stream into the initial career state', () => {
    expect(foldCareer([])).toEqual(initialState());
  });
});
