/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/**
 * What an internal id looks like on screen: a lower-case run then a capital (aftTorpedoTube, jul1943toDec1943), a
 * protocol code (TP-TIMEOUT), a stream revision called a move ("move 48"), a place the engine keys in lower case
 * (atlantic, gibraltar: the game writes them with a capital).
 */
const ID_SHAPES = [
  /\b[a-z]+\d*[A-Z][A-Za-z0-9]*\b/g,
  /\bTP-[A-Z]+\b/g,
  /\bmove \d+\b/g,
  /\b(?:atlantic|caribbean|mediterranean|arctic|australia|france|norway|germany|penang|gibraltar|biscay)\b/g,
];

/** The internal ids the page shows in its rendered text, each once. */
export async function internalIds(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...new Set(ID_SHAPES.flatMap((shape) => text.match(shape) ?? []))];
}
