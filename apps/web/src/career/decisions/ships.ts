import type { CareerState, TargetShip } from '@periscope/rules';
import { shipTypeName, tons } from '../../ui/words';

/** A ship of the combat mat as the player reads it: "Nebraska (large freighter, 8,300 t)", with its damage. */
export function shipLabel(ship: TargetShip): string {
  const damage = ship.damage > 0 ? `, damaged ${ship.damage}/${ship.sinkPoints}` : '';
  return `${ship.name} (${shipTypeName(ship.type).toLowerCase()}, ${tons(ship.tonnage)}${damage})`;
}

export const shipName = (state: CareerState, target: number) =>
  state.encounter?.ships[target]?.name ?? `target ${target + 1}`;

export const tubeName = (end: string, tube: number) => `${end === 'bow' ? 'Bow' : 'Stern'} tube ${tube + 1}`;
