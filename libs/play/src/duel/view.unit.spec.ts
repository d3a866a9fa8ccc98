import { startedGame } from '../play.fixtures';
import type { GameEvent } from './events';
import { fold } from './evolve';
import { initialState } from './state';
import { eventsView, gameView, type GameEventRecord } from './view';

/** The events as stored, each with the command that made it in its metadata (here: as if the event itself). */
const records = (events: readonly GameEvent[]): GameEventRecord[] =>
  events.map((event, revision) => ({
    id: `e${revision}`,
    revision,
    type: event.type,
    data: event.data,
    metadata: { command: { type: event.type, data: event.data } },
  }));

const revealed = (seat: 'a' | 'b', number: number): GameEvent => ({
  type: 'ManoeuvreRevealed',
  data: { seat, number, salt: `salt-${seat}`, rule: '14.8.3' },
});

describe('what a viewer sees of a game', () => {
  const started = startedGame();
  const state = fold(started, initialState());

  it('a spectator sees no seed before the end; a seat sees them all', () => {
    const spectator = JSON.stringify([
      gameView('g', 6, state, 'spectator'),
      eventsView(records(started), records(started), 'spectator', false),
    ]);
    expect(spectator).not.toMatch(/"(seed|playerSeed)"/);
    expect(spectator).toContain('seedCommitment');
    const seat = JSON.stringify(eventsView(records(started), records(started), 'a', false));
    expect(seat).toContain(`"seed":"${state.seats.a?.seed}"`);
    expect(seat).toContain(`"playerSeed":"${state.playerSeed}"`);
    const over = JSON.stringify(eventsView(records(started), records(started), 'spectator', true));
    expect(over).toContain(`"playerSeed":"${state.playerSeed}"`);
  });

  it('14.8.3: a seat’s evasive number is face down for the others until the other number is known', () => {
    const first = records([...started, revealed('a', 6)]);
    const [own] = eventsView(first, first.slice(-1), 'a', false);
    const [theirs] = eventsView(first, first.slice(-1), 'b', false);
    const [watcher] = eventsView(first, first.slice(-1), 'spectator', false);
    expect(own.data).toMatchObject({ number: 6, salt: 'salt-a' });
    expect(theirs.data).toEqual({ seat: 'a', rule: '14.8.3' });
    expect(watcher.data).toEqual({ seat: 'a', rule: '14.8.3' });
    // Nor does the command in the metadata give it away.
    expect(JSON.stringify([theirs.metadata, watcher.metadata])).not.toMatch(/number|salt/);
    expect(JSON.stringify(own.metadata)).toMatch(/"number":6/);
    const both = records([...started, revealed('a', 6), revealed('b', 2)]);
    expect(eventsView(both, both.slice(-2), 'b', false).map((e) => e.data)).toEqual([
      { seat: 'a', number: 6, salt: 'salt-a', rule: '14.8.3' },
      { seat: 'b', number: 2, salt: 'salt-b', rule: '14.8.3' },
    ]);
  });
});
