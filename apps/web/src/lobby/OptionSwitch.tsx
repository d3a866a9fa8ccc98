import type { OptionReference } from '../reference/reference';
import { RuleRef } from '../ui/RuleRef';

interface Choice {
  readonly value: string;
  readonly label: string;
}

/** The allowed values of an option that takes one (a card, an ability), or none for a plain switch. */
function choicesOf(option: OptionReference): readonly Choice[] | null {
  if (!Array.isArray(option.values)) return null;
  return option.values.map((v: unknown) =>
    typeof v === 'object' && v !== null
      ? {
          value: String((v as { value?: unknown; id?: unknown }).value ?? (v as { id?: unknown }).id),
          label: String(
            (v as { label?: unknown; name?: unknown }).label ??
              (v as { name?: unknown }).name ??
              (v as { id?: unknown }).id,
          ),
        }
      : { value: String(v), label: String(v) },
  );
}

/** One optional rule of §14: a switch with what it changes, or a choice of its values. */
export function OptionSwitch({
  option,
  value,
  onChange,
}: {
  readonly option: OptionReference;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}) {
  const choices = choicesOf(option);
  const id = `option-${option.name}`;
  return (
    <div class="option">
      {choices ? (
        <label for={id} class="option__label">
          <strong>{option.title}</strong> <RuleRef rule={option.rule} />
        </label>
      ) : (
        <label class="option__label option__label--switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={value === true}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
          <strong>{option.title}</strong> <RuleRef rule={option.rule} />
        </label>
      )}
      {choices && (
        <select
          id={id}
          value={value === false ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value || false)}
        >
          <option value="">Off</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
      <p class="hint option__description">{option.description}</p>
    </div>
  );
}
