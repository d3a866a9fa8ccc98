/// <reference lib="dom" />
import type { Page } from 'playwright-core';

// The checks of a phone's screen shared by the browser tests (meaning-phone-languages, med-mission): the latest
// result in view after a tap, nothing sticking out sideways, no control too small for a thumb.

/** The latest result starts inside the screen and no wider than it. */
export async function latestInView(page: Page, width: number, height: number) {
  await page.waitForTimeout(300); // the scroll into view
  const box = await page.locator('.latest-move').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** What sticks out sideways: the page's width and every element wider than its box that does not scroll it. */
export const sideways = (page: Page, width: number) =>
  page.evaluate((width) => {
    const wide = document.documentElement.scrollWidth > width ? ['html'] : [];
    const out = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().right > width + 1)
      .filter((el) => {
        // inside a box that scrolls or clips it sideways, it is that box's to hold (a wide table scrolls)
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return false;
        return !el.closest('.visually-hidden');
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 40)}`);
    return [...wide, ...out];
  }, width);

/** The visible controls under `selector` less than 44 px tall (a radio button is tapped by its label). */
export const smallControls = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      [...document.querySelectorAll<HTMLElement>(s)]
        .map((c) =>
          c.matches('input[type="radio"], input[type="checkbox"]') ? (c.closest('label') ?? c) : c,
        )
        .filter((c) => c.offsetParent !== null && c.getBoundingClientRect().height < 44)
        .map((c) => c.outerHTML.slice(0, 80)),
    selector,
  );
