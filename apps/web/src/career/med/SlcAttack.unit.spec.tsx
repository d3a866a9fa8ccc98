import { fireEvent, render, screen, within } from '@testing-library/preact';
import { pending } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import type { SentCommand } from '../decisions/command';
import { aduaLaunchingSlcs, aduaSlcsInTheHarbour, type MedPlay } from './med.fixtures';
import { MedCareerPanel } from './MedCareer';

const panel = (play: MedPlay, onCommand: (c: SentCommand) => void = () => undefined) =>
  render(
    <MedCareerPanel
      state={play.state}
      pending={pending(play.state)}
      events={play.events}
      revision={play.events.length}
      playing
      busy={false}
      error={null}
      onCommand={onCommand}
    />,
  );

describe("a Beneath the Med career's S.L.C. attack (6.7.5)", () => {
  afterEach(() => switchLanguage('en'));

  it('6.7.5.1 [D1]: the five steps D1-D5, the launch under way, what each range risks, the designed charts badged; the range chosen is sent', () => {
    const sent: SentCommand[] = [];
    panel(aduaLaunchingSlcs(), (c) => sent.push(c));
    const attack = screen.getByRole('region', { name: 'S.L.C. attack on Alexandria' });
    const steps = within(attack).getAllByRole('listitem').slice(0, 5);
    expect(steps.map((s) => s.textContent?.replace(/reconstructed/, '').trim())).toEqual([
      '[D1] The launch range',
      '[D2] Penetrating the harbour',
      '[D3] The targets',
      '[D4] The detonation',
      "[D5] The frogmen's fate",
    ]);
    expect(steps[0].getAttribute('aria-current')).toBe('step');
    expect(steps.map((s) => s.querySelector('.badge--reconstructed') !== null)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    const risks = within(attack).getByRole('list', { name: 'What each range risks' });
    expect(
      within(risks)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual([
      'Short: the defenders detect the boat 17 % (an escort attack at once); each S.L.C. gets through 67 %, 17 % once the boat is detected',
      'Medium: the defenders detect the boat 8 % (an escort attack at once); each S.L.C. gets through 50 %, 17 % once the boat is detected',
      'Long: no detection roll; each S.L.C. gets through 33 %',
    ]);
    const decision = screen.getByRole('group', { name: /The S.L.C. attack/ });
    const ranges = within(decision).getByRole('group', { name: /Launch range/ });
    fireEvent.click(within(ranges).getByRole('radio', { name: 'Long' }));
    fireEvent.submit(within(decision).getByRole('form', { name: 'Launch the S.L.C.s' }));
    expect(sent).toEqual([{ type: 'LaunchSlcs', data: { range: 'long' } }]);
  });

  it('6.7.5.3 [D3]: the ships found, a capital ship marked for the Gold Medal, each choice named by its ship', () => {
    const sent: SentCommand[] = [];
    panel(aduaSlcsInTheHarbour(), (c) => sent.push(c));
    const attack = screen.getByRole('region', { name: 'S.L.C. attack on Alexandria' });
    within(attack).getByText(/Queen Elizabeth · a capital ship: sunk, the Gold Medal/);
    within(attack).getByText('a cruiser');
    fireEvent.click(screen.getByRole('button', { name: /S\.L\.C\.s on Queen Elizabeth/ }));
    expect(sent).toEqual([{ type: 'AttachSlcs', data: { targets: [0] } }]);
  });

  it('speaks Spanish and Italian: the harbour and the steps in the editions’ words', async () => {
    await switchLanguage('es');
    const { unmount } = panel(aduaLaunchingSlcs());
    screen.getByRole('region', { name: 'Ataque S.L.C. contra Alejandría' });
    screen.getByText('[D1] La distancia de lanzamiento');
    unmount();
    await switchLanguage('it');
    panel(aduaLaunchingSlcs());
    screen.getByRole('region', { name: 'Attacco S.L.C. contro Alessandria' });
  });
});
