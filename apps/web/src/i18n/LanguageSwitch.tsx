import { intl, LANGUAGES, switchLanguage, t, type Language } from './i18n';

/** The header's language switch: the choice is remembered by this browser. */
export function LanguageSwitch() {
  return (
    <label class="language-switch">
      <span class="visually-hidden">{t('language.label')}</span>
      <select
        value={intl.value.locale}
        onChange={(e) => void switchLanguage(e.currentTarget.value as Language, true)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.id} value={l.id} lang={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
