import { language, t, word } from '../i18n/i18n';
import { ApiError } from './http';

// A player's words for every stable error code the API answers (README, docs/live.md), in the player's language:
// the catalogue's `error.<code>`. A code the catalogue lacks (a rule violation's own) shows the server's English
// message to an English player, and a plain sentence in the language with the rule to the others.

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('errorText.unknown');
  const known = word('error', error.code);
  const rule = error.rule ? t('errorText.rule', { rule: error.rule }) : '';
  if (error.code === 'rate/limited') {
    const seconds = error.retryAfterSeconds;
    return `${known} ${seconds ? t('errorText.wait', { seconds }) : t('errorText.waitMoment')}`;
  }
  if (!known) return language() === 'en' ? `${error.message}${rule}` : `${t('errorText.other')}${rule}`;
  return `${known}${rule}`;
}
