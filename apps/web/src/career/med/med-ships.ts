import { BENEATH_THE_MED, medChart } from '@periscope/rules/campaigns';
import { t } from '../../i18n/i18n';
import { shipTypeName } from '../../ui/words';

/** A ship as ShipsIdentified records it (7.1.3-7.1.8). */
export interface MedShip {
  readonly type: string;
  readonly name: string;
  readonly tonnage: number;
}

/** The warship class of a [T5] row by its printed name ("Sloop", "Destroyer"…), for its name in each language. */
function warshipClass(name: string): string | null {
  const rows = medChart(BENEATH_THE_MED.charts.builtIn, 'T5').rows as readonly {
    name: string;
    warshipClass: string;
  }[];
  return rows.find((row) => row.name === name)?.warshipClass ?? null;
}

/**
 * A ship identified in Beneath the Med in the player's language: a freighter or tanker of [T1]-[T3] by its type and
 * its list's row ("T2-4"), a class of [T4] by its class ("Queen Elizabeth-class battleship"), an escort of [T5] by
 * its class; a named capital ship (HMS Nelson) keeps its name.
 */
export function medShipName(ship: MedShip): string {
  const listed = /^(T[1-3])-(\d+)$/.exec(ship.name);
  if (listed) return t('medShip.listed', { type: shipTypeName(ship.type), list: listed[1], row: listed[2] });
  const battleships = /^(.+)-class battleship$/.exec(ship.name);
  if (battleships) return t('medShip.battleshipClass', { shipClass: battleships[1] });
  const warship = warshipClass(ship.name);
  return warship ? t('medShip.warship', { warship }) : ship.name;
}
