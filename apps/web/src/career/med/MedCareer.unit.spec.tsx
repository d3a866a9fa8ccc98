import { fireEvent, render, screen, within } from '@testing-library/preact';
import axe from 'axe-core';
import { pending, type CareerState } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import { reference, type GameReference } from '../../reference/reference';
import type { SentCommand } from '../decisions/command';
import { isMedCareer } from './is-med';
import {
  aduaLaunchingSlcs,
  aduaSlcsInTheHarbour,
  perlaAtSea,
  perlaInPort,
  perlaMeetsAircraft,
  type MedPlay,
} from './med.fixtures';
import { MedCareerPanel } from './MedCareer';

const panel = (play: MedPlay, onCommand: (c: SentCommand) => void = () => undefined, playing = true) =>
  render(
    <MedCareerPanel
      state={play.state}
      pending={pending(play.state)}
      events={play.events}
      revision={play.events.length}
      playing={playing}
      busy={false}
      error={null}
      onCommand={onCommand}
    />,
  );

const seriousViolations = async (container: Element) => {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

describe("a Beneath the Med career's screen", () => {
  afterEach(() => switchLanguage('en'));

  it("knows a Med career from The Hunted's", () => {
    expect(isMedCareer(perlaInPort().state)).toBe(true);
    expect(isMedCareer({ ...perlaInPort().state, career: null } as CareerState)).toBe(false);
  });

  it('in port: the status board, and the assignment offered as a decision, its area asked for in the Med’s words (7.9.1)', async () => {
    const sent: SentCommand[] = [];
    const { container } = panel(perlaInPort(), (c) => sent.push(c));
    screen.getByRole('heading', { name: 'Perla-class submarine of the Regia Marina' });
    screen.getByText('Capitano di Corvetta T.V. Prova · June 1942 · base: the Mediterranean');
    screen.getByText('In port: the next patrol is assigned on its chart (6.2).');
    const decision = screen.getByRole('group', { name: /In port: the next patrol/ });
    expect(decision.querySelector('h2')?.textContent).toMatch(/6\.2.*7\.9\.1/);
    const areas = within(decision).getByRole('group', { name: /Area asked for \( rule 7\.9\.1 \)/ });
    expect((within(areas).getByRole('radio', { name: 'No request' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(areas).getByRole('radio', { name: 'Western Mediterranean' }));
    fireEvent.submit(within(decision).getByRole('form', { name: 'Receive the patrol assignment' }));
    expect(sent).toEqual([{ type: 'AssignPatrol', data: { requestedArea: 'westernMed' } }]);
    expect(container.textContent).not.toMatch(/Kommandant|U-boat|Kptlt/);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('at sea: the route with its box marked, the dice and the log of what happened, the next box offered', async () => {
    const sent: SentCommand[] = [];
    const { container } = panel(perlaAtSea(), (c) => sent.push(c));
    const here = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
    expect(here?.textContent).toBe('1Transithere');
    const dice = screen.getByRole('region', { name: 'Dice' });
    within(dice).getAllByText('Encounter: Transit');
    within(screen.getByRole('region', { name: 'What happened' })).getByText(/Encounter \(7\): No contact/);
    within(screen.getByRole('region', { name: 'Log of the career' })).getByText('Into box 1: Transit');
    fireEvent.click(screen.getByRole('button', { name: 'Enter the next box' }));
    expect(sent).toEqual([{ type: 'EnterNextBox', data: { posture: 'surfaced' } }]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says, in Italian, which rule the career stops at, the crash dive that failed in the latest move', async () => {
    await switchLanguage('it');
    const { container } = panel(perlaMeetsAircraft());
    screen.getByRole('heading', { name: 'Sommergibile classe Perla della Regia Marina' });
    screen.getByText(
      'Questa regola di Beneath the Med non si gioca ancora: 7.3.3 (la sua tabella B4 non è costruita)',
    );
    const latest = screen.getByRole('region', { name: 'Cosa è successo' });
    expect(latest.textContent).toMatch(/\(3\)/);
    expect(screen.queryByRole('button', { name: /casella successiva/ })).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("cites the Med's rules by number, never with The Hunted's title of the same number", () => {
    reference.value = { rules: { '6.1': 'A Hunted rule' } } as unknown as GameReference;
    try {
      panel(perlaAtSea());
      expect(screen.getAllByLabelText('rule 6.1').length).toBeGreaterThan(0);
      expect(screen.queryByText('A Hunted rule')).toBeNull();
    } finally {
      reference.value = null;
    }
  });

  it('tells a spectator what the boat does instead of offering the decision', () => {
    panel(perlaAtSea(), undefined, false);
    expect(screen.queryByRole('button', { name: 'Enter the next box' })).toBeNull();
    screen.getByRole('heading', { name: 'Now' });
  });
});

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
    fireEvent.click(screen.getByRole('button', { name: /S\.L\.C\.s on HMS Queen Elizabeth/ }));
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
