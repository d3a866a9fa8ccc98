import { optionOdds } from '@periscope/rules';
import type { MedCareer } from '@periscope/rules/career/model/med';
import { switchLanguage } from '../../i18n/i18n';
import { ASSIGN, perlaInPort, playMed } from './med.fixtures';
import { panel } from './med-panel.fixtures';

// 6.2.1: a Beneath the Med patrol is rolled on [A1a] from the Mediterranean and on [A1b] from BETASOM; the screen
// names that chart, never The Hunted's [P1], in every language and for a spectator too.

/** A Marcello of 6/40 based at BETASOM (6.6: its 1d10 1, on or below 3), in port. */
const marcelloAtBetasom = () =>
  playMed([], { uboatType: 'Marcello', startDate: '1940-06', dice: { '1d10': [1], '1d6': [4] } });

describe('the chart a Beneath the Med career in port says its next patrol is rolled on (6.2.1)', () => {
  afterEach(() => switchLanguage('en'));

  it.each(['en', 'es', 'it'] as const)(
    'in %s: [A1a] from the Mediterranean, never [P1]',
    async (language) => {
      await switchLanguage(language);
      for (const playing of [true, false]) {
        const { container, unmount } = panel(perlaInPort(), undefined, playing);
        expect(container.textContent).toContain('[A1a]');
        expect(container.textContent).not.toContain('[P1]');
        unmount();
      }
    },
  );

  it('[A1b] from BETASOM, never [P1]', () => {
    const play = marcelloAtBetasom();
    expect((play.state.career as unknown as MedCareer).base).toBe('betasom');
    const { container } = panel(play);
    expect(container.textContent).toContain(
      'In port: the next patrol is rolled on [A1b], the assignment chart of BETASOM (6.2).',
    );
    expect(container.textContent).not.toContain('[P1]');
  });

  it("the assignment's choice quotes no effect of The Hunted's [P1]", () => {
    expect(JSON.stringify(optionOdds(perlaInPort().state, ASSIGN))).not.toContain('[P1]');
  });
});
