import type { TargetShip } from '@periscope/rules';
import { ColumnName } from '../../ui/ColumnName';
import { RuleRef } from '../../ui/RuleRef';
import { Section } from './Section';
import { shipTypeName, tons } from '../../ui/words';
import { t } from '../../i18n/i18n';

const sunk = (ship: TargetShip) => ship.damage >= ship.sinkPoints;

/** The target columns of the combat mat (9.1.2): each ship, its tonnage, damage points against points to sink. */
export function Targets({ ships }: { readonly ships: readonly TargetShip[] }) {
  if (ships.length === 0) return null;
  return (
    <Section
      class="combat-mat__section combat-mat__targets"
      heading={
        <>
          {t('targets.heading')} <RuleRef rule="9.1.2" />
        </>
      }
    >
      <div class="combat-mat__scroll" role="region" aria-label={t('targets.columns')} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <ColumnName full={t('targets.column')} short={t('targets.columnShort')} />
              </th>
              <th scope="col">{t('targets.ship')}</th>
              <th scope="col">{t('targets.type')}</th>
              <th scope="col" class="num">
                <ColumnName full={t('targets.tonnage')} short={t('targets.tonnageShort')} />
              </th>
              <th scope="col">
                {t('targets.damage')} <RuleRef rule="9.2.7" />
              </th>
            </tr>
          </thead>
          <tbody>
            {ships.map((ship, i) => (
              <tr key={i} class={sunk(ship) ? 'combat-mat__ship combat-mat__ship--sunk' : 'combat-mat__ship'}>
                <td>{i + 1}</td>
                <th scope="row">
                  {ship.name}
                  {ship.fast && <span class="badge combat-mat__fast">{t('targets.fast')}</span>}
                </th>
                <td>{shipTypeName(ship.type)}</td>
                <td class="num">{tons(ship.tonnage)}</td>
                <td>
                  <Pips ship={ship} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** Damage pips: filled for each point taken, open for each still needed; "sunk" in words (9.2.8). */
function Pips({ ship }: { readonly ship: TargetShip }) {
  const taken = Math.min(ship.damage, ship.sinkPoints);
  const label = t('targets.pips', {
    damage: ship.damage,
    points: ship.sinkPoints,
    sunk: sunk(ship) ? 'yes' : 'no',
  });
  return (
    <span class="combat-mat__damage">
      <span class="combat-mat__pips" role="img" aria-label={label}>
        {'●'.repeat(taken)}
        {'○'.repeat(ship.sinkPoints - taken)}
      </span>{' '}
      <span aria-hidden="true">
        {ship.damage}/{ship.sinkPoints}
      </span>
      {sunk(ship) && <strong class="combat-mat__sunk"> {t('targets.sunk')}</strong>}
    </span>
  );
}
