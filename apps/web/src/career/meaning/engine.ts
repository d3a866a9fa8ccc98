import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

export type Engine = typeof import('./engine-chunk');

const loaded = signal<Engine | null>(null);
let loading: Promise<void> | null = null;

/** The engine once its chunk has come (null until then: the screen shows what it can without it). */
export function useEngine(): Engine | null {
  useEffect(() => {
    loading ??= import('./engine-chunk').then(
      (engine) => void (loaded.value = engine),
      () => void (loading = null), // retried by the next screen that asks
    );
  }, []);
  return loaded.value;
}
