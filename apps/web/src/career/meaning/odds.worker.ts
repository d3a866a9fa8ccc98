import { optionOdds } from '@periscope/rules/career/odds';
import { oddsQueue, type OddsAnswer, type OddsMessage } from './odds-queue';

// The options' odds off the page's thread: a long depth-charge round's take up to a second
// (libs/rules/src/career/odds/hunt-round.ts), and the player's next tap must not wait for them.
const onMessage = oddsQueue(
  (state, command) => {
    try {
      return optionOdds(state, command as Parameters<typeof optionOdds>[1]);
    } catch {
      return null; // a command the engine refuses: the server says why when it is sent
    }
  },
  (answer: OddsAnswer) => (self as unknown as Worker).postMessage(answer),
  (next) => setTimeout(next, 0),
);

self.onmessage = ({ data }: MessageEvent<OddsMessage>) => onMessage(data);
