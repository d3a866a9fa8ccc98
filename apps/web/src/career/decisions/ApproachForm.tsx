import type { CareerState } from '@periscope/rules';
import { useId, useState } from 'preact/hooks';
import type { Choice } from './choices';
import type { Send } from './command';
import { RuleText } from './RuleText';
import { rangeName, words } from '../../ui/words';

interface Approach {
  readonly attack: string;
  readonly range: string;
  readonly attackEscort: boolean;
}

const approachOf = (c: Choice): Approach => ({
  attack: String(c.data.attack),
  range: String(c.data.range),
  attackEscort: c.data.attackEscort === true,
});
const unique = (values: readonly string[]) => [...new Set(values)];

/** The nearest offered approach to a wish: its attack kind, then its range, then its targets. */
function settle(offered: readonly Approach[], wish: Approach): Approach {
  const sameAttack = offered.filter((a) => a.attack === wish.attack);
  const pool = sameAttack.length > 0 ? sameAttack : offered;
  const sameRange = pool.filter((a) => a.range === wish.range);
  const ranged = sameRange.length > 0 ? sameRange : pool;
  return ranged.find((a) => a.attackEscort === wish.attackEscort) ?? ranged[0];
}

const TARGETS = { false: 'The merchant ships', true: 'The escort too (9.10)' } as const;

/** 9.0, 9.1.4, 9.10: attack kind × range × escort as target; only combinations pending() offers. */
export function ApproachForm({
  choices,
  busy,
  send,
}: {
  choices: readonly Choice[];
  state: CareerState;
  busy: boolean;
  send: Send;
}) {
  const offered = choices.map(approachOf);
  const [chosen, setChosen] = useState<Approach>(offered[0]);
  const pick = (change: Partial<Approach>) => setChosen(settle(offered, { ...chosen, ...change }));
  const forAttack = offered.filter((a) => a.attack === chosen.attack);
  const forRange = forAttack.filter((a) => a.range === chosen.range);
  const submit = (e: Event) => {
    e.preventDefault();
    const data = chosen.attackEscort ? { ...chosen } : { attack: chosen.attack, range: chosen.range };
    send({ type: 'ChooseApproach', data });
  };
  return (
    <form class="decisions__form decisions__approach" onSubmit={submit} aria-label="The approach">
      <RadioGroup
        legend="Attack (9.0)"
        values={unique(offered.map((a) => a.attack))}
        value={chosen.attack}
        label={words}
        busy={busy}
        onPick={(attack) => pick({ attack })}
      />
      <RadioGroup
        legend="Range (9.1.4)"
        values={unique(forAttack.map((a) => a.range))}
        value={chosen.range}
        label={words}
        busy={busy}
        onPick={(range) => pick({ range })}
      />
      <RadioGroup
        legend="Targets"
        values={unique(forRange.map((a) => String(a.attackEscort)))}
        value={String(chosen.attackEscort)}
        label={(v) => TARGETS[v as 'true' | 'false']}
        busy={busy}
        onPick={(v) => pick({ attackEscort: v === 'true' })}
      />
      <button type="submit" class="primary" disabled={busy}>
        Attack: {words(chosen.attack).toLowerCase()}, {rangeName(chosen.range)}
      </button>
    </form>
  );
}

interface RadioGroupProps {
  readonly legend: string;
  readonly values: readonly string[];
  readonly value: string;
  readonly label: (value: string) => string;
  readonly busy: boolean;
  readonly onPick: (value: string) => void;
}

/** A radio group (arrows move within it); a single value is shown as fixed text. */
export function RadioGroup({ legend, values, value, label, busy, onPick }: RadioGroupProps) {
  const name = useId();
  if (values.length === 1)
    return (
      <p class="decisions__fixed">
        <span class="decisions__fixed-name">
          <RuleText text={legend} />:
        </span>{' '}
        <RuleText text={label(values[0])} />
      </p>
    );
  return (
    <fieldset class="decisions__radios">
      <legend>
        <RuleText text={legend} />
      </legend>
      {values.map((v) => (
        <label key={v} class="decisions__radio">
          <input
            type="radio"
            name={name}
            value={v}
            checked={v === value}
            disabled={busy}
            onChange={() => onPick(v)}
          />
          {label(v)}
        </label>
      ))}
    </fieldset>
  );
}
