import type { CareerState } from '@periscope/rules';
import type { ComponentChildren } from 'preact';
import { CommandOdds } from '../meaning/OptionOdds';
import { useId, useState } from 'preact/hooks';
import type { Choice } from './choices';
import type { Send } from './command';
import { RuleText } from './RuleText';
import { rangeName, words, wordsInSentence } from '../../ui/words';

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

const TARGETS = { false: 'The merchant ships', true: 'The escort too (9.10)' } as const;

/** A choice the rules leave open starts empty; one they settle (a single value) is taken. */
const only = (values: readonly string[], wish: string | null) =>
  values.length === 1 ? values[0] : wish !== null && values.includes(wish) ? wish : null;

/**
 * 9.0, 9.1.4, 9.10: attack kind × range × escort as target; only combinations pending() offers, none chosen for
 * the player; each range says what it risks, with the engine's odds.
 */
export function ApproachForm({
  choices,
  state,
  busy,
  send,
}: {
  choices: readonly Choice[];
  state: CareerState;
  busy: boolean;
  send: Send;
}) {
  const offered = choices.map(approachOf);
  const [wish, setWish] = useState<{ attack: string | null; range: string | null; escort: string }>({
    attack: null,
    range: null,
    escort: 'false',
  });
  const attack = only(unique(offered.map((a) => a.attack)), wish.attack);
  const forAttack = offered.filter((a) => a.attack === attack);
  const range = only(unique(forAttack.map((a) => a.range)), wish.range);
  const forRange = forAttack.filter((a) => a.range === range);
  const escorts = unique(forRange.map((a) => String(a.attackEscort)));
  const escort = only(escorts, wish.escort) ?? escorts[0] ?? 'false';
  const data =
    attack && range ? { attack, range, ...(escort === 'true' ? { attackEscort: true } : {}) } : null;
  const submit = (e: Event) => {
    e.preventDefault();
    if (data) send({ type: 'ChooseApproach', data });
  };
  return (
    <form class="decisions__form decisions__approach" onSubmit={submit} aria-label="The approach">
      <RadioGroup
        legend="Attack (9.0)"
        values={unique(offered.map((a) => a.attack))}
        value={attack}
        label={words}
        busy={busy}
        onPick={(a) => setWish((w) => ({ ...w, attack: a }))}
      />
      {attack && (
        <RadioGroup
          legend="Range (9.1.4)"
          values={unique(forAttack.map((a) => a.range))}
          value={range}
          label={words}
          busy={busy}
          onPick={(r) => setWish((w) => ({ ...w, range: r }))}
          describe={(r) => (
            <CommandOdds
              state={state}
              command={{ type: 'ChooseApproach', data: { attack, range: r } }}
              effect={false}
            />
          )}
        />
      )}
      {range && (
        <RadioGroup
          legend="Targets"
          values={escorts}
          value={escort}
          label={(v) => TARGETS[v as 'true' | 'false']}
          busy={busy}
          onPick={(v) => setWish((w) => ({ ...w, escort: v }))}
        />
      )}
      {data && <CommandOdds state={state} command={{ type: 'ChooseApproach', data }} />}
      <button type="submit" class="primary" disabled={busy || !data}>
        {data
          ? `Attack: ${wordsInSentence(data.attack)}, ${rangeName(data.range)}`
          : 'Choose the attack and the range'}
      </button>
    </form>
  );
}

interface RadioGroupProps {
  readonly legend: string;
  readonly values: readonly string[];
  readonly value: string | null;
  readonly label: (value: string) => string;
  readonly busy: boolean;
  readonly onPick: (value: string) => void;
  /** What a value does and risks, beside it. */
  readonly describe?: (value: string) => ComponentChildren;
}

/** A radio group (arrows move within it); a single value is shown as fixed text. */
export function RadioGroup({ legend, values, value, label, busy, onPick, describe }: RadioGroupProps) {
  const name = useId();
  if (values.length === 1)
    return (
      <p class="decisions__fixed">
        <span class="decisions__fixed-name">
          <RuleText text={legend} />:
        </span>{' '}
        <RuleText text={label(values[0])} />
        {describe?.(values[0])}
      </p>
    );
  return (
    <fieldset class="decisions__radios">
      <legend>
        <RuleText text={legend} />
      </legend>
      {values.map((v) => (
        <div key={v} class="decisions__option">
          <label class="decisions__radio">
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
          {describe?.(v)}
        </div>
      ))}
    </fieldset>
  );
}
