import type { CareerState, TargetShip } from '@periscope/rules';
import { t } from '../../i18n/i18n';
import { shipTypeName, tons } from '../../ui/words';

/** A ship of the combat mat as the player reads it: "Nebraska (large freighter, 8,300 t)", with its damage. */
export function shipLabel(ship: TargetShip): string {
  const type = shipTypeName(ship.type).toLowerCase();
  return ship.damage > 0
    ? t('ship.labelDamaged', {
        name: ship.name,
        type,
        tons: tons(ship.tonnage),
        damage: ship.damage,
        points: ship.sinkPoints,
      })
    : t('ship.label', { name: ship.name, type, tons: tons(ship.tonnage) });
}

export const shipName = (state: CareerState, target: number) =>
  state.encounter?.ships[target]?.name ?? t('ship.target', { n: target + 1 });

export const tubeName = (end: string, tube: number) => t('ship.tube', { end, n: tube + 1 });
