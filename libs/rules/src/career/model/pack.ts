import type { EncounterKind } from '../../charts';
import type { PackDetection } from './events-wolfpack';

// 13.5: what one boat of a wolfpack remembers of its pack.

/** What the boat's pack business remembers (on `state.optional.wolfpack`); null before its first muster. */
export interface PackMember {
  /** The last box whose pack roll was made. */
  readonly box: number;
  /** the result resolved alone before the boat musters in this box. */
  readonly deferred: EncounterKind | null;
  /** 13.5.4: the round the boat fights and its [E2] modifier; null out of the pack's attack. */
  readonly round: { readonly round: 1 | 2 | 3; readonly detection: PackDetection } | null;
}

/** The boat's muster (step 'wolfpack'): it waits for the coordinator (or, `choosing`, for its Kommandant). */
export interface PackMuster {
  readonly rule: '13.5.3' | '13.5.5';
  readonly box: number;
  readonly rolled: EncounterKind | null;
  /** The first round the boat may fight: 1 with a Convoy, 2 otherwise, the next one for a boat already fighting. */
  readonly round: 1 | 2 | 3;
  readonly choosing: boolean;
}
