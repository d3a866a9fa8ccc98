import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

/** The pure functions the screen reads meaning with (engine-chunk.ts). */
export interface Engine {
  readonly optionOdds: typeof import('./engine-chunk').optionOdds;
  readonly fold: typeof import('./engine-chunk').fold;
  readonly initialState: typeof import('./engine-chunk').initialState;
}

const loaded = signal<Engine | null>(null);
let loading: Promise<void> | null = null;

/** The engine once its chunk has come (null until then: the screen shows what it can without it). */
export function useEngine(): Engine | null {
  useEffect(() => {
    loading ??= import('./engine-chunk').then(
      ({ optionOdds, fold, initialState }) => void (loaded.value = { optionOdds, fold, initialState }),
      () => void (loading = null), // retried by the next screen that asks
    );
  }, []);
  return loaded.value;
}
