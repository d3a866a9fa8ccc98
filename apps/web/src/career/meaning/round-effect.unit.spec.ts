import { initialState, type CareerCommand } from '@periscope/rules';
import { effectOf } from '@periscope/rules/career/odds/effects';
import { switchLanguage } from '../../i18n/i18n';
import { phrase } from '../../i18n/phrase';

// An evasion's effect line ends with what surviving the round counts (libs/rules/src/career/odds/hunt-round.ts):
// every part of it in the player's words, none left in English.

const evade = (exceedTestDepth: boolean, bold: boolean): CareerCommand => ({
  type: 'EvadeEscorts',
  data: { exceedTestDepth, bold },
});
const said = (command: CareerCommand) => {
  const effect = effectOf(initialState(), command);
  if (!effect) throw new Error(`no effect for ${command.type}`);
  return phrase(effect);
};

describe('an evasion’s effect line in the player’s words', () => {
  afterAll(() => switchLanguage('en'));

  it('names what surviving the round counts, after the evasion, in English', async () => {
    await switchLanguage('en');
    expect(said(evade(false, false))).toBe(
      'Evade with nothing more: [E2] as it stands (9.6.3). Survives this round counts the boat sunk, its hull ' +
        'filled (9.6.13), forced to surface by flooding (10.1.2) and the Kommandant killed (10.6.2).',
    );
    expect(said(evade(true, true))).toMatch(/\(9\.6\.7\)\. Survives this round counts/);
  });

  it('says every part in Spanish and Italian: the evasion, a dive with a BOLD, the evasive manoeuvre', async () => {
    for (const language of ['es', 'it'] as const) {
      await switchLanguage(language);
      const lines = [
        said(evade(false, false)),
        said(evade(true, true)),
        said({ type: 'ChooseEvasiveManoeuvre', data: { uboatNumber: 1 } }),
      ];
      for (const line of lines) {
        expect(line).not.toMatch(/Survives|with nothing more|Dive below|Release a BOLD|Turn the boat/);
        expect(line).toMatch(language === 'es' ? /Sobrevive a esta ronda/ : /Sopravvive a questo round/);
        expect(line).toContain('(10.1.2)');
      }
    }
  });
});
