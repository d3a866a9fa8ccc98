import { t } from '../i18n/i18n';
import type { OptionReference } from '../reference/reference';
import { RuleRef } from '../ui/RuleRef';
import { OptionFields } from './OptionFields';

interface Props {
  readonly option: OptionReference;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}

/** A switch turned on: true, or an option's object with each field at its zero value. */
function switchedOn(option: OptionReference): unknown {
  const values = option.values;
  if (values.kind !== 'object') return true;
  return Object.fromEntries(
    Object.entries(values.fields).map(([f, kind]) => [f, kind === 'boolean' ? false : 0]),
  );
}

/** One optional rule of §14-§15: a switch with what it changes, a choice of its values, or its fields. */
export function OptionSwitch({ option, value, onChange }: Props) {
  const id = `option-${option.name}`;
  const values = option.values;
  return (
    <div class="option">
      {values.kind === 'choice' ? (
        <>
          <label for={id} class="option__label">
            <strong>{option.title}</strong> <RuleRef rule={option.rule} />
          </label>
          <select
            id={id}
            value={value === false ? '' : String(value)}
            onChange={(e) => onChange(e.currentTarget.value || false)}
          >
            <option value="">{t('options.off')}</option>
            {values.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.detail ? `${c.label} — ${c.detail}` : c.label}
              </option>
            ))}
          </select>
        </>
      ) : (
        <label class="option__label option__label--switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={value !== false}
            onChange={(e) => onChange(e.currentTarget.checked ? switchedOn(option) : false)}
          />
          <strong>{option.title}</strong> <RuleRef rule={option.rule} />
        </label>
      )}
      {values.kind === 'object' && value !== false && (
        <OptionFields
          name={option.name}
          fields={values.fields}
          value={value as Record<string, unknown>}
          onChange={onChange}
        />
      )}
      <p class="hint option__description">{option.description}</p>
    </div>
  );
}
