import {
  decide,
  fold,
  initialState,
  SeededDice,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
} from '@periscope/rules';
import type { Aggregate } from '../common/command-handler';
import { careerStream } from '../common/streams';
import { nextNonceOf, type NonceRange } from './career-record';

/** What a career's decision needs: its secret server seed (from its seed stream). */
export interface CareerContext {
  readonly serverSeed: string;
}

/**
 * A solo career for the command handler (the careers service plays it, the wolfpack's coordinator through it). Its dice are HMAC(serverSeed, playerSeed:nonce), opened where the last
 * command left them (the start's player seed is in the command); the nonces a command consumed are recorded with it.
 */
export const careers: Aggregate<CareerState, CareerCommand, CareerContext> = {
  noun: 'career',
  stream: careerStream,
  initialState,
  fold: (state, events) => fold(events as readonly CareerEvent[], state),
  decide(state, command, { serverSeed }, stream) {
    const playerSeed = state.career?.playerSeed ?? (command.data as { playerSeed?: string }).playerSeed ?? '';
    const firstNonce = nextNonceOf(stream);
    const dice = new SeededDice({ serverSeed, playerSeed }, firstNonce);
    const events = decide(state, command, dice);
    const used: NonceRange = { firstNonce, nextNonce: dice.nextNonce };
    return { events, metadata: { dice: used } };
  },
  recorded: ({ type, data }) => ({ type, data }),
  keepsFolds: true, // a career's initial state needs no context: each command reads only what is new
};
