import { fireEvent, render, screen, within } from '@testing-library/preact';
import { optionOdds, type CareerCommand } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import { Decisions } from './Decisions';
import { findMoment, type Moment } from './engine.fixtures';

// The decision panel shows, beside each option, what it does and the engine's own exact odds.

const escortedSighting = () =>
  findMoment(
    (m) =>
      m.state.step.kind === 'shipsSighted' &&
      m.state.encounter?.escorted === true &&
      m.decision.commands.some((c) => c.choices?.some((x) => 'range' in x.data && x.data.range === 'close')),
  );

function renderAt({ state, decision }: Moment) {
  const onCommand = jest.fn();
  render(<Decisions decision={decision} state={state} busy={false} onCommand={onCommand} />);
  return onCommand;
}

/** The chances shown in an element, by label: the exact p the page holds for each. */
const shown = (element: HTMLElement) =>
  Object.fromEntries(
    [...element.querySelectorAll<HTMLElement>('.odds__chance')].map((c) => [
      c.textContent!.split(':')[0],
      Number(c.dataset.p),
    ]),
  );

describe('the odds beside each option', () => {
  it('each range of the approach shows the engine’s exact odds (detection before firing, each torpedo’s hit)', async () => {
    const moment = escortedSighting();
    renderAt(moment);
    const form = screen.getByRole('form', { name: 'The approach' });
    const submerged = within(form).queryByRole('radio', { name: /^Submerged/ });
    if (submerged) fireEvent.click(submerged); // otherwise the only attack offered, already taken
    const close = within(form)
      .getByRole('radio', { name: 'Close' })
      .closest('.decisions__option') as HTMLElement;
    await within(close).findByText(/Detected before firing/);
    const command = {
      type: 'ChooseApproach',
      data: { attack: 'submerged', range: 'close' },
    } as CareerCommand;
    const engine = optionOdds(moment.state, command);
    expect(shown(close)).toEqual(Object.fromEntries(engine.chances.map((c) => [c.label, c.p])));
    expect(engine.chances[0]).toMatchObject({ label: 'Detected before firing', rule: '9.2.2' });
    expect(close.textContent).toMatch(/Detected before firing: \d+ %/);
  });

  it('in Spanish, the effect and each chance are worded by the keys the engine gives, ships by name', async () => {
    await switchLanguage('es');
    try {
      const moment = escortedSighting();
      renderAt(moment);
      const form = screen.getByRole('form', { name: 'La aproximación' });
      const submerged = within(form).queryByRole('radio', { name: /^En inmersión/ });
      if (submerged) fireEvent.click(submerged);
      const close = within(form)
        .getAllByRole('radio')
        .map((r) => r.closest('.decisions__option') as HTMLElement)
        .find((o) => /Detectado antes de disparar/.test(o.textContent ?? ''));
      await within(form).findAllByText(/Detectado antes de disparar/);
      const command = {
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'close' },
      } as CareerCommand;
      const ship = moment.state.encounter!.ships[0].name;
      const text = (close ?? form).textContent ?? '';
      expect(text).toMatch(new RegExp(`(El tubo \\d+ de (proa|popa)|Cada torpedo) impacta en ${ship}`));
      expect(text).not.toMatch(/hits|Detected|Each torpedo/);
      expect(optionOdds(moment.state, command).chances.length).toBeGreaterThan(1);
    } finally {
      await switchLanguage('en');
    }
  });

  it('each evasion shows the chance the escorts find the boat and that it survives the round', async () => {
    const moment = findMoment((m) => m.state.step.kind === 'evading');
    renderAt(moment);
    const list = screen.getByRole('list', { name: /Evade the escorts/ });
    await within(list).findAllByText(/The escorts detect the boat/);
    const first = within(list).getAllByRole('listitem')[0];
    const choice = moment.decision.commands.find((c) => c.type === 'EvadeEscorts')!.choices![0];
    const engine = optionOdds(moment.state, choice as CareerCommand);
    expect(shown(first)).toEqual(Object.fromEntries(engine.chances.map((c) => [c.label, c.p])));
  });

  it('declining on an Invasion patrol says the consequence and asks to confirm (7.4.3)', async () => {
    const moment = escortedSighting();
    const invasion = {
      ...moment,
      state: { ...moment.state, patrol: { ...moment.state.patrol!, area: 'invasion' as const } },
    };
    const onCommand = renderAt(invasion);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the attack (9.0)…' }));
    expect(onCommand).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: /7\.4\.3/ });
    fireEvent.click(within(confirm).getByRole('button', { name: /all the same/ }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'DeclineAttack', data: {} });
  });
});
