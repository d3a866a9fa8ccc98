import type { CareerState, LegalCommand } from '@periscope/rules';
import { CommandOdds } from '../meaning/OptionOdds';
import { useId, useState } from 'preact/hooks';
import type { Send } from './command';
import { commandLabel } from './labels';
import { parameterLabel, valueLabel as valueName } from './parameters';
import { isMedCareer } from '../med/is-med';
import { RuleText } from './RuleText';

const RADIOS_UP_TO = 6; // longer lists read better as a select

type Values = Record<string, unknown>;

const firstValues = (parameters: LegalCommand['parameters']): Values =>
  Object.fromEntries(
    Object.entries(parameters).flatMap(([k, v]) =>
      typeof v === 'string' || v.length === 0 ? [] : [[k, v[0]]],
    ),
  );

/** A command with parameters: a radio group or select per parameter (only the allowed values), and its submit. */
export function ParameterForm({
  command,
  state,
  busy,
  send,
}: {
  command: LegalCommand;
  state: CareerState;
  busy: boolean;
  send: Send;
}) {
  const [values, setValues] = useState<Values>(() => firstValues(command.parameters));
  const submit = (e: Event) => {
    e.preventDefault();
    send({ type: command.type, data: values });
  };
  const choose = (name: string) => (value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <form class="decisions__form" onSubmit={submit} aria-label={commandLabel(command.type, state)}>
      {Object.entries(command.parameters).map(([name, allowed]) => (
        <Parameter
          key={name}
          name={name}
          allowed={allowed}
          value={values[name]}
          busy={busy}
          med={isMedCareer(state)}
          command={command.type}
          onChange={choose(name)}
        />
      ))}
      <CommandOdds state={state} command={{ type: command.type, data: values }} />
      <button type="submit" class="primary" disabled={busy}>
        {commandLabel(command.type, state)}
      </button>
    </form>
  );
}

interface ParameterProps {
  readonly name: string;
  readonly allowed: readonly unknown[] | string;
  readonly value: unknown;
  readonly busy: boolean;
  /** A Beneath the Med career: its parameters by its own rules. */
  readonly med: boolean;
  /** The command's type, for a parameter whose name two commands share. */
  readonly command: string;
  readonly onChange: (value: unknown) => void;
}

function Parameter({ name, allowed, value, busy, med, command, onChange }: ParameterProps) {
  const id = useId();
  const label = parameterLabel(name, med, command);
  const valueLabel = (v: unknown) => valueName(name, v, med);
  if (typeof allowed === 'string')
    return (
      <p class="hint">
        <RuleText text={label} />: {allowed}
      </p>
    );
  if (allowed.length === 1)
    return (
      <p class="decisions__fixed">
        <span class="decisions__fixed-name">
          <RuleText text={label} />:
        </span>{' '}
        {valueLabel(allowed[0])}
      </p>
    );
  if (allowed.length > RADIOS_UP_TO)
    return (
      <div class="field">
        <label for={id}>
          <span>
            <RuleText text={label} />
          </span>
        </label>
        <select
          id={id}
          disabled={busy}
          value={String(allowed.indexOf(value))}
          onChange={(e) => onChange(allowed[Number(e.currentTarget.value)])}
        >
          {allowed.map((v, i) => (
            <option key={i} value={String(i)}>
              {valueLabel(v)}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <fieldset class="decisions__radios">
      <legend>
        <RuleText text={label} />
      </legend>
      {allowed.map((v, i) => (
        <label key={i} class="decisions__radio">
          <input
            type="radio"
            name={id}
            value={String(i)}
            checked={v === value}
            disabled={busy}
            onChange={() => onChange(v)}
          />
          {valueLabel(v)}
        </label>
      ))}
    </fieldset>
  );
}
