import { t } from '../i18n/i18n';

/** The fields of an option that takes an object (15.4: what a Kommandant brings from The Hunters). */
export function OptionFields({
  name,
  fields,
  value,
  onChange,
}: {
  readonly name: string;
  readonly fields: Readonly<Record<string, 'wholeTons' | 'boolean'>>;
  readonly value: Record<string, unknown>;
  readonly onChange: (value: unknown) => void;
}) {
  return (
    <div class="option__fields">
      {Object.entries(fields).map(([field, kind]) => (
        <label key={field} class="field">
          <span>
            {field === 'tonnage'
              ? t('options.tonnage')
              : field === 'knightsCross'
                ? t('award.knightsCross')
                : field}
          </span>
          {kind === 'wholeTons' ? (
            <input
              id={`option-${name}-${field}`}
              type="number"
              min={0}
              step={1}
              value={String(value[field] ?? 0)}
              onInput={(e) =>
                onChange({ ...value, [field]: Math.max(0, Math.floor(Number(e.currentTarget.value))) })
              }
            />
          ) : (
            <input
              id={`option-${name}-${field}`}
              type="checkbox"
              checked={value[field] === true}
              onChange={(e) => onChange({ ...value, [field]: e.currentTarget.checked })}
            />
          )}
        </label>
      ))}
    </div>
  );
}
