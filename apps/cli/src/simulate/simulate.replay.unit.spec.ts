import { createHash } from 'node:crypto';
import { captured } from '../captured.test-support';
import { simulate } from './simulate.command';

/**
 * The Hunted plays exactly as it did before its charts and constants became a campaign's data
 * (docs/chart-packs/README.md): `periscope simulate --careers 300 --seed s1 --policy <bot>` prints the same bytes.
 * Each digest is the sha256 of stdout recorded on the tree before that change; a change that moves one roll, one
 * modifier or one chart value of The Hunted moves the figures, and this digest with them.
 */
const RECORDED: Record<string, string> = {
  moderate: '516ab85b4b7c649a0780c498113530a0ae4a37564fab5d2f99ecf975f2d47745',
  cautious: '348b093fb1a06621faf61f49d922aa73d26b6e1fb1637d535ed78cbe239b72e7',
  aggressive: '16ebc3cef115e254409ffedb5e51490ad369330261cec0dd974b4cd41dde672e',
};

describe('The Hunted replays byte for byte (periscope simulate --careers 300 --seed s1)', () => {
  it.each(Object.entries(RECORDED))(
    'the %s bot prints what it printed before',
    async (policy, digest) => {
      const { code, stdout } = await captured(() =>
        simulate(['--careers', '300', '--seed', 's1', '--policy', policy]),
      );
      expect(code).toBe(0);
      expect(createHash('sha256').update(stdout).digest('hex')).toBe(digest);
    },
    600_000,
  );
});
