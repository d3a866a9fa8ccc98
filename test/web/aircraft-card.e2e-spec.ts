/// <reference lib="dom" />
import type { DiceScript } from '@periscope/rules';
import { outOfPort } from '../../libs/rules/src/career/specs/career.fixtures';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';
import { internalIds } from './internal-ids';
import { ScriptedCareer } from './scripted-career';

// An aircraft encounter plays out inside one "Sail" click: the player and a spectator read it in one line, and the
// crewman its strafing wounded on a card (scripted dice, Debian's chromium).
jest.setTimeout(300_000);

const suite = browserSuite();

/**
 * [E1] transit 2: an aircraft; [A1] 7: the crash dive fails, one attack; [A2] 12: the flak misses; 1d6 2: no special
 * weapon; [E3] 2 + 2: one hit; strafing wounds a crewman ([E5a] 7, 1d6 1: lightly); [E4] 33; the additional round
 * 8: nothing more.
 */
const AIRCRAFT: DiceScript[] = [
  {
    '2d6': [
      [1, 1],
      [3, 4],
      [6, 6],
      [1, 1],
      [3, 4],
      [4, 4],
    ],
    '1d6': [2, 1],
    d66: [[3, 3]],
  },
];

describe('an aircraft encounter in the browser', () => {
  it('reads as one line with its crash dive, flak and hits, and the strafed crewman gets a wound card', async () => {
    const career = new ScriptedCareer('scripted-aircraft', outOfPort('transit'), [...AIRCRAFT]);
    const pages = [];
    for (const seat of [true, false]) {
      const context = await suite.newContext({ viewport: { width: 1440, height: 900 } });
      await career.serve(context, seat);
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/careers/${career.careerId}`);
      await page.locator('.career').waitFor();
      pages.push(page);
    }
    const [player, spectator] = pages;
    await player
      .locator('section[aria-label="Your decision"]')
      .getByRole('button', { name: /^Sail/ })
      .first()
      .click();
    await spectator.reload();
    for (const page of [player, spectator]) {
      const latest = page.locator('.latest-move');
      await latest.getByText(/^Aircraft: crash dive failed \(7\), flak missed, 1 hit/).waitFor();
      const wound = latest.locator('[data-card="wounded"]');
      await wound.getByRole('heading', { name: 'Wounded' }).waitFor();
      expect(await wound.textContent()).toMatch(/lightly wounded/i);
      expect(await internalIds(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await screenshot(player, 'meaning-card-wounded');
    await screenshot(player, 'meaning-aircraft-line');
    expect(career.errors).toEqual([]);
  });
});
