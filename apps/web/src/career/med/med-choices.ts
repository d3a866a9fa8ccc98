import type { CareerState } from '@periscope/rules';
import type { MedPatrol } from '@periscope/rules/career/model/med';
import { intl, t } from '../../i18n/i18n';
import { commandLabel } from '../decisions/labels';
import { slcShipName } from './slc-names';
import { medShipName, type MedShip } from './med-ships';
import { percent } from '../meaning/percent';
import { medDamagedGroup } from '@periscope/rules/career/med/follow';
import { asMedState } from '@periscope/rules/career/model/state';

/** 7.2.3.2: the deck gun's shots, each an ammunition point, at the ships named as Beneath the Med names them. */
function gunShots(targets: readonly number[], state: CareerState): string {
  const ships = (state.encounter?.ships ?? []) as readonly MedShip[];
  const at = [...new Set(targets)].map((i) => (ships[i] ? medShipName(ships[i]) : String(i + 1)));
  return t('medChoice.gun', { n: targets.length, at: intl.value.formatList(at, { type: 'conjunction' }) });
}

/** A ready choice of a Beneath the Med command in its words: the dive (7.2.6), the ships the S.L.C.s go for (6.7.5.3). */
export function medChoiceLabel(
  choice: { readonly type: string; readonly data: Readonly<Record<string, unknown>> },
  state: CareerState,
): string {
  if (choice.type === 'Follow') return followLabel(choice.data.damagedShip, state);
  if (choice.type === 'EvadeEscorts')
    // 7.2.6: below test depth or not
    return t(choice.data.exceedTestDepth ? 'medChoice.testDepth' : 'medChoice.safeDepth');
  if (choice.type === 'FireDeckGun') return gunShots(choice.data.targets as readonly number[], state); // 7.2.3.2
  const slc = (state.patrol as unknown as MedPatrol | null)?.slc;
  if (choice.type !== 'AttachSlcs' || !slc) return commandLabel(choice.type, state);
  const ships = (choice.data.targets as readonly number[]).map((i) => slcShipName(slc.targets[i]));
  return t('slc.attach', { ships: intl.value.formatList(ships, { type: 'conjunction' }) });
}

/**
 * 7.4: a damaged ship, found at once and still escorted on 1-4 (7.4.2), or a capital ship, found on a 1 at −1 a
 * damage point (7.4.5), with its chance; a convoy's damaged ships together, the one finished off should they separate
 * (7.4.3); the convoy, found again on 1-4 with new targets (7.4.4).
 */
function followLabel(damagedShip: unknown, state: CareerState): string {
  if (typeof damagedShip !== 'number') return t('medChoice.followConvoy');
  const ships = (state.encounter?.ships ?? []) as unknown as readonly (MedShip & { damage: number })[];
  const ship = ships[damagedShip];
  const name = medShipName(ship);
  const group = medDamagedGroup(asMedState(state)); // 7.4.3: a convoy's damaged ships, together or separated
  if (group.includes(damagedShip)) {
    const all = intl.value.formatList(
      group.map((i) => medShipName(ships[i])),
      { type: 'conjunction' },
    );
    return t('medChoice.followDamagedGroup', { ships: all, ship: name });
  }
  if (ship.type !== 'capitalShip') return t('medChoice.followDamaged', { ship: name });
  const on = Math.min(6, 1 + ship.damage);
  return t('medChoice.followCapital', { ship: name, on, chance: percent(on / 6) });
}
