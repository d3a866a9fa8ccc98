/// <reference lib="dom" />
import type { Browser, BrowserContext } from 'playwright-core';
import { chooseButton, decisionPanel, marks, over } from '../../test/web/player';
import { careerAt, type Seat } from './http-player';

// ms from a click in the decision panel to the next frame after its headline ("What happened") is on screen: the
// command sent, its answer folded, the headline rendered. The same careers' clicks on each build being compared.

type HoldSeat = (context: BrowserContext, seat: Seat) => Promise<unknown>;

interface Probe {
  clicked: number | null;
  times: number[];
}

/** Watches the headline panel: each new revision it shows after a click is one sample. */
function watchHeadline() {
  const w = window as unknown as { probe: Probe };
  w.probe = { clicked: null, times: [] };
  document.addEventListener('click', () => (w.probe.clicked = performance.now()), { capture: true });
  let shown = document.querySelector('.latest-move')?.getAttribute('data-revision') ?? null;
  new MutationObserver(() => {
    const now = document.querySelector('.latest-move')?.getAttribute('data-revision') ?? null;
    if (now === shown || w.probe.clicked === null) return;
    shown = now;
    const clicked = w.probe.clicked;
    w.probe.clicked = null;
    requestAnimationFrame(() => w.probe.times.push(performance.now() - clicked));
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-revision'],
  });
}

/** `clicks` samples on one build, over careers started anew (`perCareer` clicks each, at most). */
export async function clickToHeadline(
  browser: Browser,
  url: string,
  holdSeat: HoldSeat,
  clicks: number,
  perCareer = 25,
): Promise<number[]> {
  const times: number[] = [];
  while (times.length < clicks) {
    const seat = await careerAt(url, 1);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await holdSeat(context, seat);
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${url}/careers/${seat.careerId}`);
    await decisionPanel(page).locator('button:enabled').first().waitFor({ timeout: 30_000 });
    await page.evaluate(watchHeadline);
    for (let n = 0; n < perCareer && times.length < clicks && !over(await marks(page)); n++) {
      const before = await page.evaluate(() => (window as unknown as { probe: Probe }).probe.times.length);
      await (await chooseButton(page)).click();
      const landed = await page
        .waitForFunction((b) => (window as unknown as { probe: Probe }).probe.times.length > b, before, {
          timeout: 15_000,
        })
        .then(
          () => true,
          () => false,
        );
      if (!landed) break; // a click that asked for more (a form) or was refused: the next career
      times.push(
        await page.evaluate(() => (window as unknown as { probe: Probe }).probe.times.at(-1) as number),
      );
      await decisionPanel(page)
        .locator('button:enabled')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
    }
    await context.close();
  }
  return times;
}

const pct = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1];

/** One build as the comparison names it: its server's url. */
export interface Build {
  readonly name: string;
  readonly url: string;
}

/**
 * Click → headline on each build, alternating in `rounds` so that the machine's load falls on both alike;
 * p50 and p99 of every sample of each.
 */
export async function compareClicks(
  browser: Browser,
  builds: readonly Build[],
  holdSeat: HoldSeat,
  clicks: number,
  rounds = 4,
) {
  const samples = new Map<string, number[]>(builds.map((b) => [b.name, []]));
  for (let round = 0; round < rounds; round++)
    for (const build of builds)
      (samples.get(build.name) as number[]).push(
        ...(await clickToHeadline(browser, build.url, holdSeat, Math.ceil(clicks / rounds))),
      );
  return builds.map((b) => {
    const xs = samples.get(b.name) as number[];
    return { build: b.name, clicks: xs.length, p50: pct(xs, 50), p99: pct(xs, 99) };
  });
}
