import {
  decide,
  fold,
  initialState,
  type GameCommand,
  type GameEvent,
  type GameState,
} from '@periscope/play/duel';
import { SeededDice } from '@periscope/rules';
import type { Aggregate } from '../common/command-handler';
import { gameStream } from '../common/streams';

/** What a game's decision needs: its secret server seed (from its secret stream), and the server's time. */
export interface GameContext {
  readonly serverSeed: string;
  readonly now: () => Date;
}

/**
 * A two-player game for the command handler. Its dice are HMAC(serverSeed, playerSeed:nonce), opened where the
 * game's last decision left them; each command is recorded with its seat and the time it was decided.
 */
export const games: Aggregate<GameState, GameCommand, GameContext> = {
  noun: 'game',
  stream: gameStream,
  initialState,
  fold: (state, events) => fold(events as readonly GameEvent[], state),
  decide(state, command, { serverSeed, now }) {
    const dice = (playerSeed: string, firstNonce: number) =>
      new SeededDice({ serverSeed, playerSeed }, firstNonce);
    return { events: decide(state, command, dice), metadata: { at: now().toISOString() } };
  },
  recorded: (command) => command,
};
