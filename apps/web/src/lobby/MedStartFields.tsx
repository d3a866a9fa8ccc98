import { MonthField, NameField } from '../ui/form';
import { monthName } from '../ui/words';
import { t } from '../i18n/i18n';
import { g7eAllowed, MED_CLASS_CHOICES } from './med-start';

/**
 * Beneath the Med's start (4.2.1, 6.6, 7.9.3): the class of the status board, the month of the first patrol, the
 * Comandante. The base is rolled or given by the class, the rank by the year: the form says which.
 */
export function MedStartFields(props: {
  readonly boatClass: string;
  readonly startDate: string;
  readonly kommandant: string;
  /** 4.5 step 3: the G7e asked for. */
  readonly g7e: number;
  readonly onG7e: (asked: number) => void;
  readonly onClass: (boatClass: string) => void;
  readonly onMonth: (month: string) => void;
  readonly onKommandant: (name: string) => void;
}) {
  const chosen = MED_CLASS_CHOICES.find((c) => c.boatClass === props.boatClass) ?? MED_CLASS_CHOICES[0];
  const g7e = g7eAllowed(chosen.boatClass, props.startDate);
  return (
    <>
      <div class="start-career__row">
        <label class="field">
          <span>{t('start.medClass')}</span>
          <select value={chosen.boatClass} onChange={(e) => props.onClass(e.currentTarget.value)} required>
            {MED_CLASS_CHOICES.map((c) => (
              <option key={c.boatClass} value={c.boatClass}>
                {t('start.medClassOption', { boatClass: c.boatClass, first: monthName(c.first) })}
              </option>
            ))}
          </select>
          <span class="hint">{t(chosen.baseRolled ? 'start.medBaseRolled' : 'start.medBaseMed')}</span>
        </label>
        <MonthField
          label={t('start.first')}
          value={props.startDate}
          min={chosen.first}
          max={chosen.last}
          required
          onInput={props.onMonth}
        >
          <span class="hint">
            {t('start.between', { first: monthName(chosen.first), last: monthName(chosen.last) })}
          </span>
        </MonthField>
      </div>
      <NameField
        label={t('start.comandante')}
        placeholder="T.V. Carlo Fecia di Cossato"
        value={props.kommandant}
        onInput={props.onKommandant}
      />
      {g7e > 0 && (
        <label class="field">
          <span>{t('start.medG7e')}</span>
          <input
            type="number"
            min={0}
            max={g7e}
            value={Math.min(props.g7e, g7e)}
            onInput={(e) => props.onG7e(Number(e.currentTarget.value) || 0)}
          />
          <span class="hint">{t('start.medG7eHint', { n: g7e })}</span>
        </label>
      )}
      <p class="hint">{t('start.medNoOptions')}</p>
    </>
  );
}
