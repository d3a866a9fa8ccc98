import { fireEvent, render, screen } from '@testing-library/preact';
import type { GameReference } from '../reference/reference';
import { reference } from '../reference/reference';
import { Lobby } from './Lobby';

// The lobby's heading names the game the form below has chosen.

beforeEach(() => {
  reference.value = {
    boats: [{ type: 'VIIC', startMonths: { first: '1939-09', last: '1945-05' } }],
  } as unknown as GameReference;
  const empty = JSON.stringify({ careers: [], games: [], next: null });
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: () => null },
    text: async () => empty,
  })) as unknown as typeof fetch;
});

describe('Lobby: the heading', () => {
  it('names The Hunted, then Beneath the Med once it is chosen, and back', () => {
    render(<Lobby />);
    const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
    expect(heading()).toBe('The Hunted, 1943–45');
    fireEvent.click(screen.getByRole('radio', { name: /Beneath the Med/ }));
    expect(heading()).toBe('Beneath the Med, 1940–43');
    expect(screen.getByText(/Italian submarine in the Mediterranean/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'The Hunted' }));
    expect(heading()).toBe('The Hunted, 1943–45');
  });
});
