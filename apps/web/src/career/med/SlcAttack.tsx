import type { CareerState } from '@periscope/rules';
import type { MedPatrol, SlcAttack as Attack } from '@periscope/rules/career/model/med';
import { slcRangeOdds } from '@periscope/rules/career/med/missions/slc-odds';
import { t, word } from '../../i18n/i18n';
import { Reconstructed } from '../../ui/Reconstructed';
import { words } from '../../ui/words/words';
import { percent } from '../meaning/percent';
import { slcShipName } from './slc-names';

const STAGES = ['launch', 'penetration', 'targets', 'detonation', 'fate'] as const;
/** [D1] and [D2] are the rule text's (004 L1400-1426); [D3]-[D5] are designed (the pack's D40-D45). */
const DESIGNED: ReadonlySet<string> = new Set(['targets', 'detonation', 'fate']);

/**
 * The S.L.C. attack (6.7.5.1-6.7.5.5) as its own steps, [D1] to [D5], the one under way marked; at the launch, what
 * each range risks; the ships found and the charges fixed; the designed charts badged.
 */
export function SlcAttackPanel({ state }: { readonly state: CareerState }) {
  const slc = (state.patrol as unknown as MedPatrol | null)?.slc;
  if (!slc) return null;
  const stage = state.step.kind === 'slcAttack' ? state.step.stage : null;
  const harbour = word('slcHarbour', slc.harbour) ?? slc.harbour;
  return (
    <section class="panel slc-attack" aria-label={t('slc.title', { harbour })}>
      <h2>{t('slc.title', { harbour })}</h2>
      <p>
        {slc.range === null
          ? t('slc.carried', { n: slc.slcs })
          : t('slc.launched', { n: slc.slcs, range: slc.range })}
      </p>
      <ol class="slc-attack__steps">
        {STAGES.map((s, i) => (
          <li key={s} aria-current={s === stage ? 'step' : undefined}>
            {t(`slc.stage.${s}`, { chart: `D${i + 1}` })}{' '}
            {DESIGNED.has(s) && <Reconstructed what={t('slc.designedChart', { chart: `D${i + 1}` })} />}
          </li>
        ))}
      </ol>
      {stage === 'launch' && <RangeRisks />}
      {slc.targets.length > 0 && <Targets slc={slc} />}
    </section>
  );
}

/** 6.7.5.1-6.7.5.2: each range's detection and penetration odds. */
function RangeRisks() {
  return (
    <ul class="slc-attack__risks" aria-label={t('slc.risks')}>
      {slcRangeOdds().map((r) => (
        <li key={r.range}>
          <strong>{words(r.range)}</strong>:{' '}
          {r.penetratesIfDetected === null
            ? t('slc.riskUndetected', { through: percent(r.penetrates) })
            : t('slc.risk', {
                detected: percent(r.detected),
                through: percent(r.penetrates),
                detectedThrough: percent(r.penetratesIfDetected),
              })}
        </li>
      ))}
    </ul>
  );
}

/** 6.7.5.3: the ships found, each S.L.C.'s target, a capital ship's Gold Medal. */
function Targets({ slc }: { readonly slc: Attack }) {
  return (
    <div>
      <h3>
        {t('slc.targets', { n: slc.penetrated })}{' '}
        <Reconstructed what={t('slc.designedChart', { chart: 'D3' })} />
      </h3>
      <ul>
        {slc.targets.map((ship, i) => (
          <li key={i}>
            {slcShipName(ship)}
            {ship.capital && ` · ${t('slc.goldMedal')}`}
            {slc.attached.includes(i) && ` · ${t('slc.attached')}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
