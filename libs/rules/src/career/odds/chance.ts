import type { Phrase } from '../views/headlines';

// A chance as the clients show it, apart from the odds engine (a client words it before the engine is loaded).

/**
 * One chance an option runs, exact from the charts in the current state. `label` is its English sentence (the key
 * `chance.<label>` of the clients' catalogues); a chance that names a ship says so in `said` (chancePhrase).
 */
export interface Chance {
  readonly label: string;
  readonly p: number;
  readonly rule: string;
  readonly said?: Phrase;
}

/** The phrase of a chance, for a client to word in its reader's language. */
export const chancePhrase = (c: Chance): Phrase => c.said ?? { key: `chance.${c.label}` };
