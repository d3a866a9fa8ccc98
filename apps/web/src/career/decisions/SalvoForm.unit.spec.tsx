import { fireEvent, render, screen, within } from '@testing-library/preact';
import { Decisions } from './Decisions';
import { findMoment, firingWith, type Moment } from './engine.fixtures';

const night = findMoment(firingWith((m) => m.state.encounter?.approach?.attack === 'nightSurface'));
const submerged = findMoment(firingWith((m) => m.state.encounter?.approach?.attack === 'submerged'));

function renderFiring({ state, decision }: Moment) {
  const onCommand = jest.fn();
  render(<Decisions decision={decision} state={state} busy={false} onCommand={onCommand} />);
  const salvo = screen.getByRole('form', { name: 'The salvo' });
  const fire = within(salvo).getByRole('button', { name: 'Fire the salvo' }) as HTMLButtonElement;
  const aim = (tube: string, value: string) =>
    fireEvent.change(within(salvo).getByRole('combobox', { name: tube }), { target: { value } });
  return { onCommand, salvo, fire, aim };
}

describe('the salvo, tube by tube (9.2.1)', () => {
  it('offers every ready tube, with what it holds, and the ships afloat or hold fire', () => {
    const { salvo } = renderFiring(night);
    const bow1 = within(salvo).getByRole('row', { name: /Bow tube 1/ });
    expect(bow1.textContent).toContain('T4 Falke');
    const options = within(bow1)
      .getAllByRole('option')
      .map((o) => o.textContent);
    const ship = night.state.encounter!.ships[0];
    expect(options).toEqual(['Hold fire', expect.stringContaining(ship.name)]);
    expect(options[1]).toContain(`${ship.tonnage.toLocaleString('en-US')} t`);
    expect(within(salvo).getAllByRole('combobox')).toHaveLength(5); // 4 bow + 1 stern, all loaded
  });

  it('fires only once a tube is assigned, and sends the shots tube by tube', () => {
    const { onCommand, fire, aim } = renderFiring(night);
    expect(fire.disabled).toBe(true);
    aim('Bow tube 2', '0');
    aim('Stern tube 1', '0');
    expect(fire.disabled).toBe(false);
    fireEvent.click(fire);
    expect(onCommand).toHaveBeenCalledWith({
      type: 'FireTorpedoes',
      data: {
        shots: [
          { end: 'bow', tube: 1, target: 0 },
          { end: 'stern', tube: 0, target: 0 },
        ],
      },
    });
  });

  it('refuses bow and stern together outside a night surface attack (9.2.1, 9.5.2)', () => {
    const { fire, aim, salvo } = renderFiring(submerged);
    aim('Bow tube 1', '0');
    expect(fire.disabled).toBe(false);
    aim('Stern tube 1', '0');
    expect(fire.disabled).toBe(true);
    expect(within(salvo).getByRole('status').textContent).toMatch(/night surface attack/);
    aim('Stern tube 1', '');
    expect(fire.disabled).toBe(false);
  });

  it('sends an offered salvo from its quick button', () => {
    const { onCommand, salvo } = renderFiring(night);
    const ship = night.state.encounter!.ships[0].name;
    fireEvent.click(within(salvo).getByRole('button', { name: `Fire bow salvo at ${ship} (4 torpedoes)` }));
    const shots = [0, 1, 2, 3].map((tube) => ({ end: 'bow', tube, target: 0 }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'FireTorpedoes', data: { shots } });
  });

  it('lists each offered salvo once', () => {
    const { salvo } = renderFiring(night);
    const quick = within(salvo).getByRole('list', { name: 'Offered salvos' });
    const names = within(quick)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('a new decision', () => {
  it('starts a fresh assignment', () => {
    const onCommand = jest.fn();
    const { rerender } = render(
      <Decisions decision={night.decision} state={night.state} busy={false} onCommand={onCommand} />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Bow tube 1' }), { target: { value: '0' } });
    rerender(
      <Decisions decision={submerged.decision} state={submerged.state} busy={false} onCommand={onCommand} />,
    );
    expect((screen.getByRole('combobox', { name: 'Bow tube 1' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Fire the salvo' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
