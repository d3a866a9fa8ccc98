import { signal } from '@preact/signals';

/**
 * The organiser tokens this browser holds, kept like seat tokens: in localStorage only, never in a
 * URL. Whoever holds one runs the tournament.
 */
const KEY = 'periscope.organiser.v1';

function load(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const organiserTokens = signal<Record<string, string>>(load());

export function holdOrganiserToken(tournamentId: string, token: string) {
  organiserTokens.value = { ...organiserTokens.value, [tournamentId]: token };
  localStorage.setItem(KEY, JSON.stringify(organiserTokens.value));
}
