import { BotGame } from '../live/bench-live-bot';
import { readJoinAnswer, readUpdates } from '../live/bench-live-connection';
import { openLeanSocket } from '../support/lean-socket';
import type { Driver, Peer } from './peer';

/**
 * periscope as `bench live` runs it: a bot plays a career (one command a tick, on its seat's socket or over HTTP) and the spectators
 * follow it on /live. Its updates are the events the rules decided, not the peers' payload: the table shows
 * their size. Send time = when the bot sent the command (its commandId carries it), as the peers' player's send;
 * a career's first events (not a bot command) are counted but not timed. Its server is the real one, started by
 * startServer; `serve` is not used.
 */
export const periscope: Peer = {
  serve: () => Promise.reject(new Error('periscope runs its own server (startServer)')),

  spectate: async (url, target, onMessage) => {
    const socket = await openLeanSocket(url, '/live', {
      updates: (frame) => {
        const { updates } = readUpdates(frame);
        onMessage(updates[0].sentAt, frame.length);
      },
    });
    let following = target;
    const join = async (id: string) => {
      const answer = await socket.request('join', { stream: 'career', id }, readJoinAnswer);
      if (!answer.ok) throw new Error(`join career ${id}: ${JSON.stringify(answer)}`);
    };
    await join(following);
    return {
      follow: async (next) => {
        socket.emit('leave', { stream: 'career', id: following });
        following = next;
        await join(next);
      },
      close: () => socket.close(),
    };
  },

  drive: async (url, _target, botVia) => {
    let game = await BotGame.start(url, botVia);
    const driver: Driver = {
      target: game.careerId,
      tick: async () => {
        if (await game.step()) return undefined;
        game.close();
        game = await BotGame.start(url, botVia); // the career stopped: the bot starts another, spectators follow it
        driver.target = game.careerId;
        return game.careerId;
      },
      close: () => game.close(),
    };
    return driver;
  },
};
