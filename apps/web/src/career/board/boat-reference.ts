import { boatReference } from '../../reference/reference';

// What the board needs from GET /api/reference for a boat type: track capacities and the reconstructed fields.

/** The board field (dotted path of the chart pack's U-boat board) is marked reconstructed for this type. */
export const reconstructed = (type: string, field: string): boolean =>
  boatReference(type)?.reconstructed.includes(field) ?? false;

/** 10.3: boxes of the hull track (the last = sunk); null while the reference is not loaded. */
export const hullBoxes = (type: string): number | null => boatReference(type)?.hullBoxes ?? null;

/** 10.1: boxes of the flooding track (the last = forced to surface); null while the reference is not loaded. */
export const floodingBoxes = (type: string): number | null => boatReference(type)?.floodingBoxes ?? null;

/** The type carries a deck gun; undefined while the reference is not loaded. */
export const hasDeckGun = (type: string): boolean | undefined => {
  const boat = boatReference(type);
  return boat ? boat.deckGun !== null : undefined;
};
