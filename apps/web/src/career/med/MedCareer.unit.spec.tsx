import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import axe from 'axe-core';
import type { CareerState } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import { reference, type GameReference } from '../../reference/reference';
import type { SentCommand } from '../decisions/command';
import { isMedCareer } from './is-med';
import {
  ASSIGN,
  ENTER,
  aduaLaunchingSlcs,
  aduaSlcsInTheHarbour,
  perlaAtSea,
  perlaBackInPort,
  perlaFiresAa,
  perlaInPort,
  perlaLastPatrol,
  perlaMeetsConvoy,
  perlaReadyToSail,
  playMed,
  type MedPlay,
} from './med.fixtures';
import { panel } from './med-panel.fixtures';

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
    screen.getByText(
      'In port: the next patrol is rolled on [A1a], the assignment chart of the Mediterranean (6.2).',
    );
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

  it('says, in Italian, the AA fire, the aircraft’s attack with what its hit did, the man it wounded and the aircraft gone (7.3.3, 7.5.6)', async () => {
    await switchLanguage('it');
    const { container } = panel(perlaFiresAa());
    screen.getByRole('heading', { name: 'Sommergibile classe Perla della Regia Marina' });
    const latest = screen.getByRole('region', { name: 'Cosa è successo' });
    expect(latest.textContent).toMatch(/il fuoco antiaereo ha mancato, 1 colpo/);
    expect(latest.textContent).toMatch(/Un marinaio ferito lievemente \(\[B8\], 7\.5\.6\)/);
    const log = within(screen.getByRole('region', { name: 'Giornale della carriera' }));
    log.getByText('Fuoco antiaereo: mancato');
    log.getByText('Attacco aereo 1 su [B4]: 1 colpo; mitragliato, segue una ferita all’equipaggio');
    log.getByText(/L’aereo segue il sommergibile.*non arriva nulla, l’aereo se ne va/);
    screen.getByRole('button', { name: /casella successiva/ });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it.each([
    ['es', 'Esta regla de Beneath the Med aún no se juega: 7.1 (el encuentro con los barcos avistados)'],
    ['it', 'Questa regola di Beneath the Med non si gioca ancora: 7.1 (l’incontro con le navi avvistate)'],
  ] as const)(
    'in %s, says the procedure a career stops at by its code, not in English',
    async (language, said) => {
      await switchLanguage(language);
      const play = perlaAtSea();
      const missing = { procedure: 'encounter' };
      const step = { kind: 'blocked', rule: '7.1', reason: '(Beneath the Med: English)', missing } as const;
      panel({ ...play, state: { ...play.state, step } });
      screen.getByText(said);
    },
  );

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

/** In port after a third successful patrol: the crew's advance is chosen (7.7.1). */
const choosingAdvance = (): MedPlay => {
  const play = perlaBackInPort();
  const state = { ...play.state, step: { kind: 'crewAdvance' } } as CareerState;
  return { ...play, state };
};

describe('a Beneath the Med career in port (6.1 step 3, 7.5.9, 7.7-7.9)', () => {
  afterEach(() => switchLanguage('en'));

  it('after a quiet patrol: back in port, the patrol not successful, the refit’s month, the next patrol and the rank, then the torpedoes loaded (1942: G7e may be asked for)', () => {
    panel(perlaBackInPort());
    const port = screen.getByRole('region', { name: 'Back in port (6.1 step 3)' });
    within(port).getByText('Patrol 1: not successful (7.7.1)');
    within(port).getByText('Refit: 1 month (7.5.9)');
    within(port).getByText('Next patrol: August 1942');
    within(port).getByText('Rank: Capitano di Corvetta');
    within(port).getByText('Decorations held: none');
    within(port).getByText('Crew: Trained; skills: none');
    screen.getByRole('heading', { name: 'Loading the torpedoes rule 4.5' });
  });

  it('4.5: the G7e choice as buttons, saying what a G7e does and that a failed roll costs nothing; then the assignment', () => {
    const sent: SentCommand[] = [];
    panel(perlaBackInPort(), (c) => sent.push(c));
    screen.getByText(/A G7e leaves no wake/);
    screen.getByText(/Trying costs nothing/);
    fireEvent.click(screen.getByRole('button', { name: 'Try for 4 G7e (a 1 on 1d6)' }));
    expect(sent).toEqual([{ type: 'LoadTorpedoes', data: { g7e: 4 } }]);
  });

  it('4.5: with the torpedoes loaded, the next assignment is offered', () => {
    panel(perlaReadyToSail());
    screen.getByRole('form', { name: 'Receive the patrol assignment' });
  });

  it('7.5.6-7.5.7: the wounded: the Comandante ashore, each man’s months out and who is replaced, the crew’s level after', () => {
    const play = perlaBackInPort();
    const roll = { natural: 5, total: 5 };
    const recovery = {
      men: [
        { role: 'macchina', box: null, roll, months: 5, replaced: true },
        { role: 'generic', box: 0, roll: null, months: null, replaced: true },
      ],
      skillsLost: ['engineerExpert'],
      quality: { from: 'veteran', to: 'trained', rule: '7.5.7' },
      comandante: { roll, months: 3 },
    };
    const events = play.events.map((e) =>
      e.type === 'MedBoatReturned' ? { ...e, data: { ...(e.data as object), recovery } } : e,
    );
    panel({ ...play, events });
    const port = screen.getByRole('region', { name: 'Back in port (6.1 step 3)' });
    within(port).getByText('The Comandante stays ashore 3 months, running with the refit');
    within(port).getByText(
      'Direttore di Macchina (engineer): 5 months out, replaced by a new man without his skill',
    );
    within(port).getByText('Generic crew: killed, replaced by a new man without his skill');
    within(port).getByText('Every generic crewman was replaced: the crew drops to Trained');
  });

  it('8.1, 8.2, 7.6.3: the new boat of the same class at the return, why, when it sails and whether the crew goes with it', () => {
    const play = perlaBackInPort();
    const withNewBoat = (newBoat: object) =>
      play.events.map((e) =>
        e.type === 'MedBoatReturned' ? { ...e, data: { ...(e.data as object), newBoat } } : e,
      );
    panel({ ...play, events: withNewBoat({ rule: '8.1', crew: 'new', months: 6 }) });
    screen.getByText(
      'Five months or more in hospital (8.1): a new boat of the same class sails after 6 months, with a new trained crew without skills',
    );
    cleanup();
    panel({ ...play, events: withNewBoat({ rule: '7.6.3', crew: 'kept', months: 1 }) });
    screen.getByText(
      'The boat lost, the crew rescued (7.6.3): a new boat of the same class sails after 1 month; the crew keeps its level and skills',
    );
    expect(screen.queryByText('Refit: 1 month (7.5.9)')).toBeNull(); // the boat lost: nothing to refit
  });

  it('in Italian, the port in the Regia Marina’s words', async () => {
    await switchLanguage('it');
    panel(perlaBackInPort());
    const port = screen.getByRole('region', { name: 'Rientro in porto (6.1 passo 3)' });
    within(port).getByText('Raddobbo: 1 mese (7.5.9)');
    within(port).getByText('Grado: Capitano di Corvetta');
  });

  it('7.7.1: the eight advances as buttons saying what each does; one click sends the choice', () => {
    const sent: SentCommand[] = [];
    panel(choosingAdvance(), (c) => sent.push(c));
    screen.getByRole('heading', { name: 'Third successful patrol: choose one advance for the crew (7.7.1)' });
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('.med-advances'));
    expect(buttons).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: /^Charisma: the Comandante's promotion rolls −2/ }));
    expect(sent).toEqual([{ type: 'ChooseCrewAdvance', data: { advance: 'charisma' } }]);
  });

  it('5.1.2, 5.2.2: a refit past 8/43 ends the career: the failed final promotion roll and the victory level', () => {
    panel(perlaLastPatrol());
    const port = screen.getByRole('region', { name: 'Back in port (6.1 step 3)' });
    within(port).getByText('No patrol starts after 8/43: the career is over (5.1.2)');
    within(port).getByText('Promotion roll failed: still Capitano di Corvetta (7.9.2)');
    within(port).getByText('Victory level (5.2.2): Defeat, 0 t sunk');
  });

  it('shows no port before the first patrol', () => {
    panel(perlaInPort());
    expect(screen.queryByRole('region', { name: 'Back in port (6.1 step 3)' })).toBeNull();
  });
});

// A Beneath the Med career cites its own rulebook (004): the ships' identification of 7.1, the attack of 7.2, never
// The Hunted's numbers for the same steps (8.3.2, 9.0, 9.1.4, 9.2.1).

const HUNTED = ['8.3.2', '9.0', '9.1.4', '9.2.1', '9.5.2'];

/** The convoy of perlaMeetsConvoy, attacked submerged at medium range: the salvo is next (7.2.3). */
const perlaFiring = (): MedPlay =>
  playMed([
    [ASSIGN, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[4, 4]], '1d6': [5, 2, 6, 2], '1d10': [4, 3, 9] }],
    [{ type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } }, {}],
  ]);

/** Every rule number the screen cites, in a RuleRef or in brackets in its text. */
const cited = (container: Element): string[] => [
  ...[...container.querySelectorAll('.rule-ref')].map((e) => e.textContent ?? ''),
  ...[...(container.textContent ?? '').matchAll(/\((\d+(?:\.\d+)+)[,)]/g)].map((m) => m[1]),
];

describe("a Beneath the Med career cites Beneath the Med's rules", () => {
  afterEach(() => switchLanguage('en'));

  it('the dice tray cites 7.1.6 for each roll identifying a convoy’s ships, and 7.1.10 for day or night', () => {
    panel(perlaMeetsConvoy());
    const tray = screen.getByRole('region', { name: 'Dice' });
    const purposes = [...tray.querySelectorAll('.dice-tray__purpose')].map((p) => p.textContent);
    expect(purposes.filter((p) => p?.startsWith('Ship '))).toEqual([
      ...['Ship identity (T3) (7.1.6)', 'Ship size (7.1.6)', 'Ship identity (T1) (7.1.6)'],
      ...['Ship size (7.1.6)', 'Ship identity (T2) (7.1.6)', 'Ship size (7.1.6)'],
    ]);
    expect(purposes[0]).toBe('Day or night (7.1.10)');
  });

  it.each([
    ['the approach', perlaMeetsConvoy, ['7.2', '7.2.1']],
    ['the salvo', perlaFiring, ['7.2.3']],
  ] as const)('%s cites 004’s rules and none of The Hunted’s', (_, play, own) => {
    const { container } = panel(play());
    expect(cited(container)).toEqual(expect.arrayContaining([...own]));
    expect(cited(container).filter((rule) => HUNTED.includes(rule))).toEqual([]);
  });

  it('in Spanish, the range is asked for by 7.2.1', async () => {
    await switchLanguage('es');
    panel(perlaMeetsConvoy());
    const decision = screen.getByRole('form', { name: 'Atacar (7.2)' });
    within(decision).getByRole('group', { name: /Alcance \( regla 7\.2\.1 \)/ });
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
