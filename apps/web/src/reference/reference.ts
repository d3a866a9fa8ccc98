import { signal } from '@preact/signals';
import { api } from '../api/http';

/** GET /api/reference: rule titles, optional rules, boats and routes with what is reconstructed (cached an hour). */
export interface OptionReference {
  readonly name: string;
  readonly rule: string;
  readonly title: string;
  readonly description: string;
  readonly values: unknown;
  readonly solo?: boolean;
}

export interface BoatReference {
  readonly type: string;
  readonly available: string;
  readonly lastSailing?: string | null;
  readonly reconstructed: readonly string[];
  readonly [field: string]: unknown;
}

export interface RouteReference {
  readonly id: string;
  readonly patrol: string;
  readonly reconstructed: boolean;
}

export interface GameReference {
  readonly rules: Readonly<Record<string, string>>;
  readonly options: readonly OptionReference[];
  readonly boats: readonly BoatReference[];
  readonly routes: readonly RouteReference[];
  readonly chartPack: { readonly version: string; readonly hash: string };
}

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
