import type { InterpretationId, Provenance } from './provenance';

// The shapes of the 14.4 and 14.5 lists (history.ts), apart so that its data file and the chart do not import each other.

export interface HistoricalUBoatIds {
  /** The type as the list means it (VIIA and IXA are listed although they have no board). */
  readonly type: string;
  readonly printedAs?: string;
  readonly ids: readonly { readonly from: number; readonly to: number }[];
  readonly note?: string;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

export interface WolfpackName {
  readonly name: string;
  /** Historical number of U-boats in the pack. */
  readonly boats: number;
  readonly italianSpelling?: string;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}
