/// <reference lib="dom" />
import type { DiceScript } from '@periscope/rules';
import { outOfPort, patrolThrough, started } from '../../libs/rules/src/career/specs/career.fixtures';
import { aceRecovered, sank } from '../../libs/rules/src/career/specs/career-history.fixtures';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';
import { internalIds } from './internal-ids';
import { ScriptedCareer } from './scripted-career';

// An aircraft encounter plays out inside one "Sail" click: the player and a spectator read it in one line, and the
// crewman its strafing wounded on a card; a patrol's return brings its promotion and awards on cards (scripted
// dice, Debian's chromium).
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

async function openBoth(career: ScriptedCareer) {
  const pages = [];
  for (const seat of [true, false]) {
    const context = await suite.newContext({ viewport: { width: 1440, height: 900 } });
    await career.serve(context, seat);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/careers/${career.careerId}`);
    await page.locator('.career').waitFor();
    pages.push(page);
  }
  return pages;
}

const sail = (page: import('playwright-core').Page) =>
  page.locator('section[aria-label="Your decision"]').getByRole('button', { name: /^Sail/ }).first().click();

describe('cards in the browser', () => {
  it('a patrol home with 30,000 t and the ace recovered: a promotion card and an award card (11.2, 11.3)', async () => {
    const given = [
      started('VIIC', '1943-07'),
      patrolThrough(['transit'], '1943-07'),
      sank(30_000),
      aceRecovered,
    ];
    // [E1] transit 8: no contact in the last box; the refit's promotion ([R2] 5) and awards roll no die
    const career = new ScriptedCareer('scripted-return', given, [{ '2d6': [[4, 4]] }]);
    const [player, spectator] = await openBoth(career);
    await sail(player);
    await spectator.reload();
    for (const page of [player, spectator]) {
      const latest = page.locator('.latest-move');
      await latest
        .locator('[data-card="promoted"]')
        .getByRole('heading', { name: /^Promoted to Korvettenkapitän/ })
        .waitFor();
      const awards = latest.locator('[data-card="decorated"]');
      await awards.getByRole('heading', { name: 'Awarded' }).waitFor();
      expect(await awards.textContent()).toMatch(/Iron Cross/);
      expect(await internalIds(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await screenshot(player, 'meaning-card-promoted-awarded');
    expect(career.errors).toEqual([]);
  });

  it('an aircraft encounter reads as one line with its crash dive, flak and hits, and the strafed crewman gets a wound card', async () => {
    const career = new ScriptedCareer('scripted-aircraft', outOfPort('transit'), [...AIRCRAFT]);
    const [player, spectator] = await openBoth(career);
    await sail(player);
    await spectator.reload();
    for (const page of [player, spectator]) {
      const latest = page.locator('.latest-move');
      await latest.getByText(/^Aircraft: crash dive failed \(7\), flak missed, 1 hit/).waitFor();
      const wound = latest.locator('[data-card="wounded"]');
      await wound.getByRole('heading', { name: 'Wounded' }).waitFor();
      expect(await wound.textContent()).toContain('A crewman of crew box 1 lightly wounded');
      expect(await internalIds(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await screenshot(player, 'meaning-card-wounded');
    await screenshot(player, 'meaning-aircraft-line');
    expect(career.errors).toEqual([]);
  });
});
