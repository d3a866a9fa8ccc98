import { fireEvent, render, screen } from '@testing-library/preact';
import axe from 'axe-core';
import {
  commitment,
  decide,
  evolve,
  initialState,
  pending,
  ScriptedDice,
  type CareerCommand,
  type CareerState,
} from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import type { SentCommand } from '../decisions/command';
import { isMedCareer, MedCareerPanel } from './MedCareer';

const start = (data: Record<string, unknown>) =>
  ({
    type: 'StartCareer',
    data: { kommandant: 'T.V. Prova', seedCommitment: commitment('s'), playerSeed: 'p', ...data },
  }) as unknown as CareerCommand;

/** A Perla of 6/42 (4.2.1: no die for its base, its rank or G7e), in port. */
const perla = (): CareerState => {
  const command = start({ campaign: 'beneath-the-med', uboatType: 'Perla', startDate: '1942-06' });
  return decide(initialState(), command, new ScriptedDice([])).reduce(evolve, initialState());
};

const panel = (state: CareerState, onCommand: (c: SentCommand) => void = () => undefined) =>
  render(
    <MedCareerPanel
      state={state}
      pending={pending(state)}
      playing
      busy={false}
      error={null}
      onCommand={onCommand}
    />,
  );

describe("a Beneath the Med career's screen, a preview", () => {
  afterEach(() => switchLanguage('en'));

  it("knows a Med career from The Hunted's", () => {
    const hunted = start({ uboatType: 'VIIC', startDate: '1943-07' });
    const huntedState = decide(initialState(), hunted, new ScriptedDice([6, 6, 6])).reduce(
      evolve,
      initialState(),
    );
    expect(isMedCareer(perla())).toBe(true);
    expect(isMedCareer(huntedState)).toBe(false);
  });

  it('names the submarine, its Comandante, rank and base in the words of the Regia Marina, and offers the assignment', async () => {
    const sent: SentCommand[] = [];
    const { container } = panel(perla(), (c) => sent.push(c));
    screen.getByRole('heading', { name: 'Perla-class submarine of the Regia Marina' });
    screen.getByText('Capitano di Corvetta T.V. Prova · June 1942 · base: the Mediterranean');
    screen.getByText(/its status board, dice and patrol log are not drawn yet/i);
    fireEvent.click(screen.getByRole('button', { name: 'Receive the patrol assignment' }));
    expect(sent).toEqual([{ type: 'AssignPatrol', data: { requestedArea: null } }]); // 7.9.1: he asks for no area
    expect(container.textContent).not.toMatch(/Kommandant|U-boat|Kptlt/);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('says, in Italian, which rule the career stops at', async () => {
    const blocked: CareerState = {
      ...perla(),
      step: { kind: 'blocked', rule: '7.3.3', reason: '(Beneath the Med chart B4 is not built)' },
    };
    await switchLanguage('it');
    panel(blocked);
    screen.getByRole('heading', { name: 'Sommergibile classe Perla della Regia Marina' });
    screen.getByText(
      'Questa regola di Beneath the Med non si gioca ancora: 7.3.3 (la sua tabella B4 non è costruita)',
    );
  });
});
