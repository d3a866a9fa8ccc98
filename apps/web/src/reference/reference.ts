import { effect, signal } from '@preact/signals';
import { api } from '../api/http';
import { language, type Language } from '../i18n/i18n';

import type { GameReference } from '@periscope/rules';

export type { GameReference, OptionReference } from '@periscope/rules';

/**
 * GET /api/reference: rule titles, optional rules, boats and routes with what is reconstructed (cached an hour),
 * the titles and the optional rules' words in the language on screen (?lang=, docs/i18n.md).
 */
export const reference = signal<GameReference | null>(null);
const fetched = new Map<Language, Promise<GameReference>>();

export function loadReference(): Promise<GameReference> {
  const asked = language();
  if (!fetched.has(asked))
    fetched.set(
      asked,
      api<GameReference>(`/reference?lang=${asked}`).catch((error: unknown) => {
        fetched.delete(asked);
        throw error;
      }),
    );
  return fetched.get(asked)!.then((ref) => {
    if (language() === asked) reference.value = ref;
    return ref;
  });
}

/** A switch of language reads the reference again in the new one, once a screen has asked for it. */
effect(() => {
  if (language() && fetched.size > 0) void loadReference().catch(() => undefined);
});

/** A rule's title, or its nearest parent section's (9.6.9 → 9.6 → 9). */
export function ruleTitle(rule: string, ref: GameReference | null = reference.value): string | undefined {
  if (!ref) return undefined;
  for (let r = rule.trim(); r; r = r.includes('.') ? r.slice(0, r.lastIndexOf('.')) : '') {
    const title = ref.rules[r];
    if (title) return title;
  }
  return undefined;
}

export const routeReconstructed = (routeId: string, ref: GameReference | null = reference.value) =>
  ref?.routes.find((r) => r.id === routeId)?.reconstructed ?? false;

export const boatReference = (type: string, ref: GameReference | null = reference.value) =>
  ref?.boats.find((b) => b.type === type);
