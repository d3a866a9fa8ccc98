import { fireEvent, render, screen, within } from '@testing-library/preact';
import { Decisions } from './Decisions';
import { findMoment } from './engine.fixtures';

const gunReady = findMoment((m) => m.decision.commands.some((c) => c.type === 'FireDeckGun'));
const ship = gunReady.state.encounter!.ships[0].name;

function renderGun() {
  const onCommand = jest.fn();
  const { state, decision } = gunReady;
  render(<Decisions decision={decision} state={state} busy={false} onCommand={onCommand} />);
  const gun = screen.getByRole('form', { name: 'The deck gun' });
  const aim = (point: number, value: string) =>
    fireEvent.change(within(gun).getByRole('combobox', { name: `Ammunition point ${point}` }), {
      target: { value },
    });
  return { onCommand, gun, aim };
}

describe('the deck gun (9.3)', () => {
  it('sends an offered shot from its quick button', () => {
    const { onCommand, gun } = renderGun();
    fireEvent.click(within(gun).getByRole('button', { name: `Fire the deck gun at ${ship} (2 points)` }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'FireDeckGun', data: { targets: [0, 0] } });
  });

  it('aims one or two ammunition points, each at a ship afloat (9.3.2)', () => {
    const { onCommand, gun, aim } = renderGun();
    const fire = () =>
      within(gun).getByRole('button', { name: /^Fire the deck gun \(/ }) as HTMLButtonElement;
    aim(2, '0');
    expect(fire().textContent).toBe('Fire the deck gun (2 points)');
    aim(1, '');
    aim(2, '');
    expect(fire().disabled).toBe(true);
    aim(2, '0');
    fireEvent.click(fire());
    expect(onCommand).toHaveBeenCalledWith({ type: 'FireDeckGun', data: { targets: [0] } });
  });
});
