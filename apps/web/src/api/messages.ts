import { language, t, word } from '../i18n/i18n';
import type { NotPlayed } from '@periscope/rules';
import { ApiError } from './http';

// A player's words for every stable error code the API answers (README, docs/live.md), in the player's language:
// the catalogue's `error.<code>`. A code the catalogue lacks (a rule violation's own) shows the server's English
// message to an English player, and a plain sentence in the language with the rule to the others.

/** What a Beneath the Med career lacks, by the code the engine gives it (NotPlayed): a chart, a list, a procedure. */
function missingWords(missing: NotPlayed): string {
  if ('procedure' in missing) return word('medGap', missing.procedure) ?? '';
  if (/^T[1-5]$/.test(missing.chart)) return t('med.shipsNotBuilt', { list: missing.chart });
  if (missing.section)
    return t('med.sectionNotBuilt', {
      chart: missing.chart,
      section: word('medSection', missing.section) ?? missing.section,
    });
  return t('med.chartNotBuilt', { chart: missing.chart });
}

/**
 * A rule of Beneath the Med not played yet (the career stops there), in the player's words: the rule, and
 * what is missing by its code; without one (an older server), the engine's English reason to an English player.
 */
export function medNotPlayedYet(rule: string, missing?: NotPlayed, reason = ''): string {
  const what = missing ? missingWords(missing) : language() === 'en' ? reason : '';
  return t('med.notPlayed', { rule, what }).trim();
}

/** What a 409 rules/not-implemented says is missing, by code (a Beneath the Med rule), or null. */
function missingOf(error: ApiError): NotPlayed | null {
  const missing = error.details.missing as Partial<Record<string, unknown>> | undefined;
  if (typeof missing?.chart === 'string' || typeof missing?.procedure === 'string')
    return missing as NotPlayed;
  return null;
}

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('errorText.unknown');
  const missing = error.code === 'rules/not-implemented' ? missingOf(error) : null;
  if (missing && error.rule) return medNotPlayedYet(error.rule, missing);
  const known = word('error', error.code);
  const rule = error.rule ? t('errorText.rule', { rule: error.rule }) : '';
  if (error.code === 'rate/limited') {
    const seconds = error.retryAfterSeconds;
    return `${known} ${seconds ? t('errorText.wait', { seconds }) : t('errorText.waitMoment')}`;
  }
  if (!known) return language() === 'en' ? `${error.message}${rule}` : `${t('errorText.other')}${rule}`;
  return `${known}${rule}`;
}
