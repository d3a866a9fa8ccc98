import { render, screen } from '@testing-library/preact';
import { switchLanguage } from '../../i18n/i18n';
import { aduaLaunchingSlcs, aduaSlcsInTheHarbour } from './med.fixtures';
import { SlcAttackPanel } from './SlcAttack';

// The S.L.C. attack's panel (6.7.5): the S.L.C.s on deck before the launch, then the range they were launched at.

const panelText = (play: ReturnType<typeof aduaLaunchingSlcs>) => {
  render(<SlcAttackPanel state={play.state} />);
  return screen.getByRole('region').textContent;
};

describe("the S.L.C. attack's panel (6.7.5)", () => {
  afterEach(() => switchLanguage('en'));

  it('6.7.5.1: three S.L.C.s on deck before [D1], then launched at long range', () => {
    expect(panelText(aduaLaunchingSlcs())).toContain('3 S.L.C.s on deck');
    document.body.innerHTML = '';
    const launched = panelText(aduaSlcsInTheHarbour());
    expect(launched).toContain('3 S.L.C.s launched at long range');
    expect(launched).not.toContain('on deck');
  });

  it('6.7.5.1: the launch range in Spanish', async () => {
    await switchLanguage('es');
    expect(panelText(aduaSlcsInTheHarbour())).toContain('3 S.L.C. lanzados a distancia larga');
  });
});
