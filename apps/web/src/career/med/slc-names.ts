import type { SlcTargetShip } from '@periscope/rules/campaigns/beneath-the-med/slc';
import { word } from '../../i18n/i18n';

/** A ship the S.L.C.s found (6.7.5.3), in the player's words: its name where history gives it, else its type. */
export const slcShipName = (ship: SlcTargetShip): string =>
  ship.name ?? word('slcShip', ship.type) ?? ship.type;
