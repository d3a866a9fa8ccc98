import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { Decisions } from './Decisions';
import { findMoment, firingWith, type Moment } from './engine.fixtures';
import { commandLabel } from './labels';
import { words } from '../../ui/words';

const at = (kind: string, test: (m: Moment) => boolean = () => true) =>
  findMoment((m) => m.state.step.kind === kind && test(m));
const offers = (type: string) => (m: Moment) => m.decision.commands.some((c) => c.type === type);

function renderAt({ state, decision }: Moment, busy = false) {
  const onCommand = jest.fn();
  render(<Decisions decision={decision} state={state} busy={busy} onCommand={onCommand} />);
  return onCommand;
}

describe('Decisions', () => {
  it('says what is decided now and sends a plain command in the game’s words', () => {
    const onCommand = renderAt(at('staySurfacedOrDive'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(
      /^Aircraft overhead: stay surfaced or dive/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dive (9.8.7)' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'Dive', data: {} });
  });

  it('shows no control for a command the rules do not offer', () => {
    const moment = at('staySurfacedOrDive');
    renderAt(moment);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(moment.decision.commands.map((c) => commandLabel(c.type)));
    expect(screen.queryByRole('button', { name: /Break off|End the round|Fire/ })).toBeNull();
  });

  it('offers "End the round" against unescorted ships only (9.4.2)', () => {
    const unescorted = findMoment(firingWith((m) => m.state.encounter?.escorted === false));
    const onCommand = renderAt(unescorted);
    fireEvent.click(screen.getByRole('button', { name: 'End the round (9.4.2)' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'EndRound', data: {} });
    cleanup();
    renderAt(findMoment(firingWith((m) => m.state.encounter?.escorted === true)));
    expect(screen.getByRole('form', { name: 'The salvo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End the round (9.4.2)' })).toBeNull();
  });

  it('sends "Decline the attack" when ships are sighted', () => {
    const onCommand = renderAt(at('shipsSighted', offers('DeclineAttack')));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(
      /^Ships sighted: choose your approach/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Decline the attack (9.0)' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'DeclineAttack', data: {} });
  });

  it('builds the approach from the offered attack kinds and ranges only (9.0, 9.1.4)', () => {
    // a moment offering more than one attack kind (a full convoy's escort, 9.10, adds choices of one kind only)
    const kinds = (m: Moment) =>
      new Set(m.decision.commands[0].choices?.map((c) => (c.data as { attack: string }).attack)).size;
    const moment = at('shipsSighted', (m) => kinds(m) > 1);
    const onCommand = renderAt(moment);
    const offered = moment.decision.commands[0].choices!.map(
      (c) => c.data as { attack: string; range: string },
    );
    const form = screen.getByRole('form', { name: 'The approach' });
    const attacks = within(form).getByRole('group', { name: /Attack/ });
    expect(within(attacks).getAllByRole('radio')).toHaveLength(new Set(offered.map((a) => a.attack)).size);
    // the rules choose none: nothing is preselected and nothing can be sent yet
    expect(
      within(form)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(form).getByRole('button', { name: 'Choose the attack and the range' })).toHaveProperty(
      'disabled',
      true,
    );
    const last = offered[offered.length - 1];
    fireEvent.click(within(form).getByRole('radio', { name: words(last.attack) }));
    fireEvent.click(within(form).getByRole('radio', { name: words(last.range) }));
    fireEvent.submit(form);
    const sent = onCommand.mock.calls[0][0];
    expect(sent.type).toBe('ChooseApproach');
    expect(offered).toContainEqual(expect.objectContaining(sent.data));
  });

  it('offers each evasion as a button (9.6.4, 9.6.7)', () => {
    const moment = at('evading');
    const onCommand = renderAt(moment);
    const choices = moment.decision.commands.find((c) => c.type === 'EvadeEscorts')!.choices!;
    const list = screen.getByRole('list', { name: 'Evade the escorts (9.6.4, 9.6.7)' });
    expect(within(list).getAllByRole('button')).toHaveLength(choices.length);
    fireEvent.click(within(list).getByRole('button', { name: 'Evade, nothing more (9.6.3)' }));
    expect(onCommand).toHaveBeenCalledWith({
      type: 'EvadeEscorts',
      data: { exceedTestDepth: false, bold: false },
    });
  });

  it('asks once more before aborting the patrol (10.9)', () => {
    const onCommand = renderAt(at('underway', offers('AbortPatrol')));
    fireEvent.click(screen.getByRole('button', { name: 'Abort the patrol…' }));
    expect(onCommand).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: /Abort the patrol\?/ });
    const buttons = within(confirm).getAllByRole('button');
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.click(buttons[0]);
    expect(onCommand).toHaveBeenCalledWith(expect.objectContaining({ type: 'AbortPatrol' }));
  });

  it('takes a parameter from a radio group of its allowed values (14.8)', () => {
    const moment = findMoment((m) => m.state.step.kind === 'evasiveManoeuvre', {
      options: { evasiveManoeuvres: 'escortRolled' },
    });
    const onCommand = renderAt(moment);
    const group = screen.getByRole('group', { name: /Your evasive number/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    fireEvent.click(within(group).getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Manoeuvre (14.8)' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'ChooseEvasiveManoeuvre', data: { uboatNumber: 4 } });
  });

  it('disables every control while a command is in flight', () => {
    renderAt(at('shipsSighted', offers('DeclineAttack')), true);
    const controls = [
      ...screen.getAllByRole('button'),
      ...screen.getAllByRole('radio'),
    ] as HTMLInputElement[];
    expect(controls.length).toBeGreaterThan(2);
    expect(controls.every((c) => c.disabled)).toBe(true);
  });

  it('says what is happening when nothing is asked', () => {
    renderAt(at('ended'));
    expect(screen.getByText(/The career is over\./)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
