import type { CareerState } from '@periscope/rules';
import { useId, useState } from 'preact/hooks';
import { ChoiceList } from './ChoiceList';
import { gunLabel, type Choice } from './choices';
import type { Send } from './command';
import { afloat } from './salvo';
import { TargetSelect } from './TargetSelect';
import { t } from '../../i18n/i18n';

interface FormProps {
  readonly choices: readonly Choice[];
  readonly state: CareerState;
  readonly busy: boolean;
  readonly send: Send;
}

const MAX_POINTS = 2; // 9.3.2

/** 9.3.2: one or two ammunition points, each at a target afloat; offered only when the gun may fire (9.3.1). */
export function GunForm({ choices, state, busy, send }: FormProps) {
  const targets = afloat(state);
  const points = Math.min(MAX_POINTS, state.boat?.deckGunAmmo ?? 0);
  const [aims, setAims] = useState<readonly (number | null)[]>([targets[0] ?? null, null]);
  const aimed = aims
    .slice(0, points)
    .filter((aimed): aimed is number => aimed !== null && targets.includes(aimed));
  const aim = (point: number, target: number | null) =>
    setAims(aims.map((old, i) => (i === point ? target : old)));
  const submit = (e: Event) => {
    e.preventDefault();
    if (aimed.length > 0) send({ type: 'FireDeckGun', data: { targets: aimed } });
  };
  return (
    <form class="decisions__form gun" onSubmit={submit} aria-label={t('gun.label')}>
      <ChoiceList
        label={t('gun.offered')}
        choices={choices}
        name={(choice) => gunLabel(choice.data.targets as readonly number[], state)}
        busy={busy}
        send={send}
      />
      {aims.slice(0, points).map((target, point) => (
        <GunPoint key={point} point={point} target={target} state={state} busy={busy} aim={aim} />
      ))}
      <p class="hint">{t('gun.left', { n: state.boat?.deckGunAmmo ?? 0 })}</p>
      <button type="submit" class="primary" disabled={busy || aimed.length === 0}>
        {t('gun.fire', { n: aimed.length })}
      </button>
    </form>
  );
}

interface PointProps {
  readonly point: number;
  readonly target: number | null;
  readonly state: CareerState;
  readonly busy: boolean;
  readonly aim: (point: number, target: number | null) => void;
}

function GunPoint({ point, target, state, busy, aim }: PointProps) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>
        <span>{t('gun.point', { n: point + 1 })}</span>
      </label>
      <TargetSelect
        id={id}
        state={state}
        target={target}
        busy={busy}
        onChange={(target) => aim(point, target)}
      />
    </div>
  );
}
