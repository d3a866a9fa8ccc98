import type { CareerOptionsChoice, PolicyName } from '@periscope/rules';
import type { CliLanguage } from '../language';

/** What `periscope play` was asked (parsePlayArgs). */
export interface PlayOptions {
  readonly type?: string;
  readonly start?: string;
  readonly save?: string;
  readonly resume?: string;
  readonly seed?: string;
  readonly playerSeed: string;
  readonly kommandant: string;
  readonly torpedoSwaps?: number;
  /** The optional rules switched on (StartCareer's options). */
  readonly options: CareerOptionsChoice;
  readonly bot?: PolicyName;
  readonly noColor: boolean;
  /** The game's language: --lang, else the locale (docs/i18n.md). */
  readonly language: CliLanguage;
}
