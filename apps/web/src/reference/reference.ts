import { signal } from '@preact/signals';
import { api } from '../api/http';

import type { GameReference } from '@periscope/rules';

export type { GameReference, OptionReference } from '@periscope/rules';

/** GET /api/reference: rule titles, optional rules, boats and routes with what is reconstructed (cached an hour). */
export const reference = signal<GameReference | null>(null);
let loading: Promise<GameReference> | null = null;

export function loadReference(): Promise<GameReference> {
  loading ??= api<GameReference>('/reference').then(
    (ref) => (reference.value = ref),
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

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
