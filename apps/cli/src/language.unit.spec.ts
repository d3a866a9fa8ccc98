import { cliLanguage } from './language';
import { UsageError } from './options';

describe('the CLI’s language (docs/i18n.md)', () => {
  it('--lang first, then LC_ALL, LC_MESSAGES and LANG in turn, else English', () => {
    expect(cliLanguage('it', { LANG: 'es_ES.UTF-8' })).toBe('it');
    expect(cliLanguage(undefined, { LC_ALL: 'es_ES.UTF-8', LANG: 'it_IT.UTF-8' })).toBe('es');
    expect(cliLanguage(undefined, { LC_MESSAGES: 'it_CH', LANG: 'es_ES' })).toBe('it');
    expect(cliLanguage(undefined, { LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(cliLanguage(undefined, { LANG: 'C.UTF-8' })).toBe('en');
    expect(cliLanguage(undefined, {})).toBe('en');
  });

  it('refuses a language it does not speak as a usage error', () => {
    expect(() => cliLanguage('de', {})).toThrow(UsageError);
  });
});
