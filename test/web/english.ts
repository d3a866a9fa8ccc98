/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { UBOAT_TYPES } from '@periscope/rules';
import en from '../../apps/web/src/i18n/catalogues/en.json';
import es from '../../apps/web/src/i18n/catalogues/es.json';
import italian from '../../apps/web/src/i18n/catalogues/it.json';

// The check of the browser tests in Spanish and Italian (docs/i18n.md): the English catalogue's sentences that a
// page shows, where the player's language says them otherwise.

const CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = { es, it: italian };

/** The English catalogue's fixed words (what lies outside each message's placeholders) that differ in `language`. */
function englishFragments(language: string): string[] {
  const fragments = Object.entries(en).flatMap(([key, message]) => {
    if (CATALOGUES[language][key] === message) return [];
    const fixed = message.includes('{') ? message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/) : [message];
    return fixed
      .map((f) => f.replace(/<\/?\w+>/g, '').trim())
      .filter((f) => f.length >= 4 && /[a-z]{3}/.test(f));
  });
  return [...new Set(fragments)];
}

/** The page's text as written, not as its styles show it (an uppercased heading is still read). */
const writtenText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const styled = [...document.body.querySelectorAll<HTMLElement>('*')];
    const before = styled.map((e) => e.style.getPropertyValue('text-transform'));
    for (const e of styled) e.style.setProperty('text-transform', 'none', 'important');
    const text = document.body.innerText;
    styled.forEach((e, i) => e.style.setProperty('text-transform', before[i]));
    return text;
  });

/** The U-boat types as printed in every edition ('VIIC Flak', longest first): names, not English words. */
const printed = (text: string) =>
  [...UBOAT_TYPES].sort((a, b) => b.length - a.length).reduce((t, type) => t.replaceAll(type, '·'), text);

/** Every English fragment a text shows, as whole words (also the HTML report of `periscope audit --html`). */
export function englishIn(text: string, language: string): string[] {
  const shown = printed(text);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return englishFragments(language).filter((f) =>
    new RegExp(`(^|[^\\p{L}-])${escape(f)}($|[^\\p{L}-])`, 'u').test(shown),
  );
}

/** Every English fragment the page's text shows, as whole words. */
export async function englishOn(page: Page, language: string): Promise<string[]> {
  return englishIn(await writtenText(page), language);
}
