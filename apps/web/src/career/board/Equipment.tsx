import type { Boat } from '@periscope/rules';
import { Reconstructed } from '../../ui/Reconstructed';
import { RuleRef } from '../../ui/RuleRef';
import { hasDeckGun, reconstructed } from './boat-reference';
import { Section } from './Section';
import { SYSTEM } from '../../ui/words';

/** 10.7, 10.8.5: the systems with a damage marker, and those flipped inoperative by a failed repair. */
export function Systems({ boat }: { readonly boat: Boat }) {
  return (
    <Section
      class="uboat-board__section uboat-board__systems"
      heading={
        <>
          Systems <RuleRef rule="10.7" />
        </>
      }
    >
      {boat.hullHoled && (
        <p class="uboat-board__warning">
          Hull holed: the boat cannot dive for the rest of the patrol <RuleRef rule="9.8.8.2" />
        </p>
      )}
      <SystemList label="Damaged" rule="10.7" systems={boat.damagedSystems} />
      <SystemList label="Inoperative" rule="10.8.5" systems={boat.inoperativeSystems} />
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
        <p class="uboat-board__none">none</p>
      ) : (
        <ul aria-label={`${label} systems`}>
          {systems.map((system, i) => (
            <li key={i}>{SYSTEM[system]}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const FITTINGS = [
  ['schnorchel', SYSTEM.schnorchel, '10.11.10'],
  ['naxos', SYSTEM.naxos, '8.1.2'],
  ['balkonGeraet', 'Balkon-Gerät', '10.11.9'],
  ['alberich', 'Alberich coating', '9.6.8'],
] as const;

/** Deck-gun ammunition (4.6), BOLD decoys (9.6.7) and the refit fittings (10.11.8-10.11.10). */
export function Stores({ type, boat }: { readonly type: string; readonly boat: Boat }) {
  const fitted = FITTINGS.filter(([key]) => boat.fittings[key]);
  return (
    <Section class="uboat-board__section uboat-board__stores" heading="Stores and fittings">
      <dl class="uboat-board__facts">
        <dt>
          Deck gun <RuleRef rule="4.6" />
        </dt>
        <dd>
          <DeckGun type={type} boat={boat} />
        </dd>
        <dt>
          BOLD decoys <RuleRef rule="9.6.7" />
        </dt>
        <dd>
          {boat.boldDecoys}{' '}
          {reconstructed(type, 'equipment.boldDecoys') && <Reconstructed what="BOLD allowance" />}
        </dd>
        <dt>Fittings</dt>
        <dd>
          {fitted.length === 0 ? (
            'none'
          ) : (
            <ul aria-label="Fittings">
              {fitted.map(([key, name, rule]) => (
                <li key={key}>
                  {name} <RuleRef rule={rule} />
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
        Deck gun removed (Extra Flak in its place) <RuleRef rule="10.11.8" />
      </>
    );
  if (hasDeckGun(type) === false) return <>No deck gun</>;
  return (
    <>
      {boat.deckGunAmmo} ammunition points{' '}
      {reconstructed(type, 'guns.ammoCounters') && <Reconstructed what="ammunition allowance" />}
    </>
  );
}
