import type { Boat } from '@periscope/rules';
import { Reconstructed } from '../../ui/Reconstructed';
import { RuleRef } from '../../ui/RuleRef';
import { hasDeckGun, reconstructed } from './boat-reference';
import { Section } from './Section';
import { systemName } from '../../ui/words';
import { t } from '../../i18n/i18n';

/** 10.7, 10.8.5: the systems with a damage marker, and those flipped inoperative by a failed repair. */
export function Systems({ boat }: { readonly boat: Boat }) {
  return (
    <Section
      class="uboat-board__section uboat-board__systems"
      heading={
        <>
          {t('systems.heading')} <RuleRef rule="10.7" />
        </>
      }
    >
      {boat.hullHoled && (
        <p class="uboat-board__warning">
          {t('systems.hullHoled')} <RuleRef rule="9.8.8.2" />
        </p>
      )}
      <SystemList label={t('systems.damaged')} rule="10.7" systems={boat.damagedSystems} />
      <SystemList label={t('systems.inoperative')} rule="10.8.5" systems={boat.inoperativeSystems} />
    </Section>
  );
}

function SystemList(props: {
  label: string;
  rule: string;
  systems: readonly Boat['damagedSystems'][number][];
}) {
  const { label, rule, systems } = props;
  return (
    <div class="uboat-board__systems-list">
      <h4>
        {label} <RuleRef rule={rule} />
      </h4>
      {systems.length === 0 ? (
        <p class="uboat-board__none">{t('board.none')}</p>
      ) : (
        <ul aria-label={t('systems.list', { label })}>
          {systems.map((system, i) => (
            <li key={i}>{systemName(system)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const FITTINGS = [
  ['schnorchel', '10.11.10'],
  ['naxos', '8.1.2'],
  ['balkonGeraet', '10.11.9'],
  ['alberich', '9.6.8'],
] as const;

/** Deck-gun ammunition (4.6), BOLD decoys (9.6.7) and the refit fittings (10.11.8-10.11.10). */
export function Stores({ type, boat }: { readonly type: string; readonly boat: Boat }) {
  const fitted = FITTINGS.filter(([key]) => boat.fittings[key]);
  return (
    <Section class="uboat-board__section uboat-board__stores" heading={t('stores.heading')}>
      <dl class="uboat-board__facts">
        <dt>
          {t('system.deckGun')} <RuleRef rule="4.6" />
        </dt>
        <dd>
          <DeckGun type={type} boat={boat} />
        </dd>
        <dt>
          {t('stores.bold')} <RuleRef rule="9.6.7" />
        </dt>
        <dd>
          {boat.boldDecoys}{' '}
          {reconstructed(type, 'equipment.boldDecoys') && <Reconstructed what={t('stores.boldAllowance')} />}
        </dd>
        <dt>{t('stores.fittings')}</dt>
        <dd>
          {fitted.length === 0 ? (
            t('board.none')
          ) : (
            <ul aria-label={t('stores.fittings')}>
              {fitted.map(([key, rule]) => (
                <li key={key}>
                  {systemName(key)} <RuleRef rule={rule} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </Section>
  );
}

function DeckGun({ type, boat }: { readonly type: string; readonly boat: Boat }) {
  if (boat.fittings.deckGunRemoved)
    return (
      <>
        {t('stores.gunRemoved')} <RuleRef rule="10.11.8" />
      </>
    );
  if (hasDeckGun(type) === false) return <>{t('stores.noGun')}</>;
  return (
    <>
      {t('stores.ammo', { n: boat.deckGunAmmo })}{' '}
      {reconstructed(type, 'guns.ammoCounters') && <Reconstructed what={t('stores.ammoAllowance')} />}
    </>
  );
}
