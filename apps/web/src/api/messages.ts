import { language, t, word } from '../i18n/i18n';
import { ApiError } from './http';

// A player's words for every stable error code the API answers (README, docs/live.md), in the player's language:
// the catalogue's `error.<code>`. A code the catalogue lacks (a rule violation's own) shows the server's English
// message to an English player, and a plain sentence in the language with the rule to the others.

/**
 * A rule of Beneath the Med not played yet (a preview's career stops there), in the player's words: the rule, and
 * what is missing when the engine's reason names a chart or a target list.
 */
export function medNotPlayedYet(rule: string, reason: string): string {
  const chart = /chart (\S+)( section \S+)? is not built/.exec(reason)?.[1];
  const list = /the ships on \[([^\]]+)\]/.exec(reason)?.[1];
  const on = /\[([^\]]+)\]/.exec(reason)?.[1];
  const what = chart
    ? t('med.chartNotBuilt', { chart })
    : list
      ? t('med.shipsNotBuilt', { list })
      : on
        ? t('med.onChart', { chart: on })
        : language() === 'en'
          ? reason
          : '';
  return t('med.notPlayed', { rule, what }).trim();
}

const MED_REASON = /^RuleNotImplemented: \S+ (\(Beneath the Med.*\))$/;

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('errorText.unknown');
  const med = error.code === 'rules/not-implemented' ? MED_REASON.exec(error.message) : null;
  if (med && error.rule) return medNotPlayedYet(error.rule, med[1]);
  const known = word('error', error.code);
  const rule = error.rule ? t('errorText.rule', { rule: error.rule }) : '';
  if (error.code === 'rate/limited') {
    const seconds = error.retryAfterSeconds;
    return `${known} ${seconds ? t('errorText.wait', { seconds }) : t('errorText.waitMoment')}`;
  }
  if (!known) return language() === 'en' ? `${error.message}${rule}` : `${t('errorText.other')}${rule}`;
  return `${known}${rule}`;
}
