import type { CareerState } from '@periscope/rules';
import { afloat } from './salvo';
import { shipLabel } from './ships';
import { t } from '../../i18n/i18n';

interface TargetSelectProps {
  readonly id: string;
  readonly state: CareerState;
  /** The target's column on the combat mat, or null: hold fire. */
  readonly target: number | null;
  readonly busy: boolean;
  readonly onChange: (target: number | null) => void;
}

/** A choice among the ships still afloat (a torpedo's or an ammunition point's target, 9.2.1, 9.3.2). */
export function TargetSelect({ id, state, target, busy, onChange }: TargetSelectProps) {
  const ships = state.encounter?.ships ?? [];
  return (
    <select
      id={id}
      disabled={busy}
      value={target === null ? '' : String(target)}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
    >
      <option value="">{t('salvo.holdFire')}</option>
      {afloat(state).map((i) => (
        <option key={i} value={String(i)}>
          {shipLabel(ships[i])}
        </option>
      ))}
    </select>
  );
}
