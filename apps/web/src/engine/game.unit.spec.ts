import { fold, initialState, type GameEvent } from '@periscope/play/duel';
import { eventsView, eventView, gameView } from '@periscope/play/duel/view';
import { SEED_KEYS, without } from '@periscope/rules/career/views';
import { GAME_ID, playedGame } from '../games/game.fixtures';
import { faceDownResolved, foldGameEvents, viewOf } from './game';

// The browser's fold of a two-player game (ARCHITECTURE.md "Live views"): the events as the live socket sends them
// to a seat or a spectator, folded by the game's own evolve and gameView, give the view the server's fold gives
// that viewer at every revision, once the reveals received face down are read again face up (14.8.3).

const stored = playedGame().events.map((e) => ({ ...e, id: `e${e.revision}`, metadata: e.metadata ?? {} }));
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * The server's view without the numbers its own events read still shows face down at revision r: the second
 * reveal of a manoeuvre, until a later event closes it (eventsView). The client cannot know them yet.
 */
function withheld(view: unknown, r: number) {
  const v = view as {
    viewer: 'a' | 'b' | 'spectator';
    manoeuvres: { numbers: Record<string, number> } | null;
  };
  if (!v.manoeuvres) return view;
  const read = eventsView(stored.slice(0, r + 1), stored.slice(0, r + 1), v.viewer, false);
  const faceDown = read.filter(
    (e) => e.type === 'ManoeuvreRevealed' && (e.data as { number?: number }).number === undefined,
  );
  const numbers = { ...v.manoeuvres.numbers };
  for (const e of faceDown) {
    const { seat } = stored[e.revision].data as { seat: string };
    if (stored.slice(e.revision + 1, r + 1).every((x) => x.type !== 'ManoeuvreRevealed'))
      delete numbers[seat];
  }
  return { ...v, manoeuvres: { ...v.manoeuvres, numbers } };
}

describe.each(['a', 'b', 'spectator'] as const)('a game folded in the browser of %s', (viewer) => {
  const live = stored.map((e) => ({ ...eventView(e, viewer, false, false), position: e.position }));

  it('equals the server’s view at every revision (seeds aside for a spectator: the updates never show them)', () => {
    let faceUps = 0;
    let deadlines = 0; // the revisions at which the game waits for a seat, with a deadline (TP-TIMEOUT)
    for (let r = 0; r < stored.length; r++) {
      const held = live.slice(0, r + 1);
      let folded = foldGameEvents(held);
      const due = faceDownResolved(folded, held);
      if (due.length > 0) {
        faceUps++;
        const read = eventsView(
          stored.slice(0, r + 1),
          due.map((d) => stored[d]),
          viewer,
          false,
        );
        const faceUp = new Map(read.map((e) => [e.revision, e]));
        folded = foldGameEvents(held.map((e) => faceUp.get(e.revision) ?? e));
      }
      const state = fold(stored.slice(0, r + 1) as unknown as GameEvent[], initialState());
      const server = json(gameView(GAME_ID, r, state, viewer, stored[r].metadata.at ?? null));
      const client = json(viewOf(GAME_ID, folded, viewer));
      const hide = viewer === 'spectator' ? SEED_KEYS : [];
      if ((client as { deadline: unknown }).deadline) deadlines++;
      expect({ r, view: without(client, hide) }).toEqual({ r, view: without(withheld(server, r), hide) });
    }
    expect(faceUps).toBeGreaterThan(0);
    expect(deadlines).toBeGreaterThan(0);
  });
});
