/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';

// A player at the browser: reads the career screen's data attributes and clicks what pending() offers.

export interface CareerMarks {
  readonly revision: number;
  readonly step: string;
  readonly patrols: number;
}

export async function marks(page: Page): Promise<CareerMarks> {
  const career = page.locator('.career');
  const [revision, step, patrols] = await Promise.all(
    ['data-revision', 'data-step', 'data-patrols'].map((a) => career.getAttribute(a)),
  );
  return { revision: Number(revision), step: step ?? '', patrols: Number(patrols) };
}

export const decisionPanel = (page: Page): Locator => page.locator('section[aria-label="Your decision"]');

/** What a keen but careful Kommandant clicks first: fire, dive from aircraft, attack once, then break off. */
const PREFERENCE = [
  /^fire(?!.*flak)/i,
  /^dive/i,
  /^attack/i,
  /^release a bold/i,
  /end the round/i,
  /break off/i,
  /./,
];
/** What a Kommandant who wants to come home clicks first (the cautious bot's way: 5.4 patrols a career on average). */
const CAREFUL = [/^decline the attack/i, /^dive/i, /^break off/i, /^evade/i, /end the round/i, /./];
/** A name ending in "…" asks to confirm first (abort, declining on an Invasion patrol): only when nothing else is left. */
const LAST_RESORT = /abort|confirm|stay surfaced|…$/i;

/** The rules choose no approach for the player: he takes the first offered value of each group still open. */
async function chooseOpenRadios(panel: Locator) {
  for (let round = 0; round < 3; round++) {
    const open = panel.locator('fieldset.decisions__radios:not(:has(input:checked))');
    if ((await open.count()) === 0) return;
    await open.first().locator('input[type="radio"]:enabled').first().check();
  }
}

export async function chooseButton(page: Page, style: 'keen' | 'careful' = 'keen'): Promise<Locator> {
  const panel = decisionPanel(page);
  await chooseOpenRadios(panel);
  const buttons = panel.locator('button:enabled');
  const names = await buttons.evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
  for (const pattern of style === 'keen' ? PREFERENCE : CAREFUL) {
    const index = names.findIndex((n) => pattern.test(n) && !LAST_RESORT.test(n));
    if (index >= 0) return buttons.nth(index);
  }
  const fallback = names.findIndex((n) => n.length > 0 && !/confirm/i.test(n));
  if (fallback < 0)
    throw new Error(`no enabled button in the decision panel (step ${(await marks(page)).step})`);
  return buttons.nth(fallback);
}

/** The move landed, or the server refused it (then the refusal is the test's failure). */
export async function moveOrRefusal(page: Page, revision: number) {
  const refused = await page.waitForFunction(
    (before) => {
      const moved = Number(document.querySelector('.career')?.getAttribute('data-revision')) > before;
      const alert = document.querySelector('.career__action .alert--error');
      return moved ? 'moved' : alert ? (alert.textContent ?? 'refused') : false;
    },
    revision,
    { timeout: 60_000 }, // a loaded machine (CI runs many suites at once) may answer slowly
  );
  const outcome = await refused.jsonValue();
  if (outcome !== 'moved') throw new Error(`a command was refused: ${outcome}`);
}

export const over = (m: CareerMarks) => m.step === 'ended' || m.step === 'blocked';

/** Plays by clicking until `done` or the career ends; answers how many commands were sent. */
export async function playByClicking(
  page: Page,
  done: (m: CareerMarks) => boolean,
  max = 600,
): Promise<number> {
  for (let sent = 0; sent < max; sent++) {
    const now = await marks(page);
    if (done(now) || over(now)) return sent;
    await decisionPanel(page).locator('button:enabled').first().waitFor({ timeout: 60_000 });
    const button = await chooseButton(page);
    await button.click();
    await moveOrRefusal(page, now.revision);
  }
  throw new Error(`still playing after ${max} commands`);
}
