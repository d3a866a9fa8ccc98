import type { BoatSystem, TorpedoLoadout, TorpedoType } from '@periscope/rules';
import { Reconstructed } from '../../ui/Reconstructed';
import { Section } from './Section';
import { RuleRef } from '../../ui/RuleRef';
import { reconstructed } from './boat-reference';
import { torpedoName } from '../../ui/words';
import { t } from '../../i18n/i18n';

interface Props {
  readonly type: string;
  readonly torpedoes: TorpedoLoadout;
  readonly damaged: readonly BoatSystem[];
  /** Whether a board field carries the reconstructed badge (default: the reference's U-boat board for `type`). */
  readonly marked?: Marked;
}

type Marked = (field: string) => boolean;

/** 4.5: one torpedo per tube, the rest in the reload boxes of its section; 10.7: damaged tube doors. */
export function Torpedoes({
  type,
  torpedoes,
  damaged,
  marked = (field) => reconstructed(type, field),
}: Props) {
  const bowBroken = (i: number) =>
    damaged.includes(i % 2 === 0 ? 'forwardTorpedoTubeOdd' : 'forwardTorpedoTubeEven');
  const sternBroken = () => damaged.includes('aftTorpedoTube');
  const bow = torpedoes.bowTubes.length;
  return (
    <Section
      class="uboat-board__section uboat-board__torpedoes"
      heading={
        <>
          {t('torpedoes.heading')} <RuleRef rule="4.5" />
        </>
      }
    >
      <Tubes
        label={t('torpedoes.bow')}
        field="torpedoes.bowTubes"
        marked={marked}
        tubes={torpedoes.bowTubes}
        first={1}
        broken={bowBroken}
      />
      <Reloads
        label={t('torpedoes.forwardReloads')}
        field="torpedoes.forwardReloads"
        marked={marked}
        reloads={torpedoes.forwardReloads}
      />
      <Tubes
        label={t('torpedoes.stern')}
        field="torpedoes.sternTubes"
        marked={marked}
        tubes={torpedoes.sternTubes}
        first={bow + 1}
        broken={sternBroken}
      />
      <Reloads
        label={t('torpedoes.aftReloads')}
        field="torpedoes.aftReloads"
        marked={marked}
        reloads={torpedoes.aftReloads}
      />
    </Section>
  );
}

interface TubesProps {
  readonly label: string;
  readonly field: string;
  readonly marked: Marked;
  readonly tubes: readonly (TorpedoType | null)[];
  readonly first: number;
  readonly broken: (index: number) => boolean;
}

function Tubes({ label, field, marked, tubes, first, broken }: TubesProps) {
  if (tubes.length === 0)
    return (
      <p class="uboat-board__none">
        {label}: {t('board.none')}
      </p>
    );
  return (
    <div class="uboat-board__tubes">
      <h4>
        {label} {marked(field) && <Reconstructed what={label.toLowerCase()} />}
      </h4>
      <ul aria-label={label}>
        {tubes.map((torpedo, i) => (
          <li key={i} class={torpedo ? 'uboat-board__tube' : 'uboat-board__tube uboat-board__tube--empty'}>
            <span class="uboat-board__tube-number">{t('torpedoes.tube', { n: first + i })}</span>{' '}
            {torpedo ? torpedoName(torpedo) : t('torpedoes.empty')}
            {broken(i) && <span class="uboat-board__warning"> {t('torpedoes.door')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** '4 × G7e (FaT), 4 × G7a (FaT)', in the order the box holds them. */
function grouped(reloads: readonly TorpedoType[]): string {
  const counts = new Map<TorpedoType, number>();
  for (const type of reloads) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, n]) => `${n} × ${torpedoName(type)}`).join(', ');
}

function Reloads(props: { label: string; field: string; marked: Marked; reloads: readonly TorpedoType[] }) {
  const { label, field, marked, reloads } = props;
  return (
    <p class="uboat-board__reloads">
      <span class="uboat-board__label">{label}:</span>{' '}
      {reloads.length === 0 ? t('torpedoes.empty') : grouped(reloads)}{' '}
      {marked(field) && <Reconstructed what={label.toLowerCase()} />}
    </p>
  );
}
