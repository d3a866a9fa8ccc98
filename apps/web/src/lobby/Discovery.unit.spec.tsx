import { render, screen } from '@testing-library/preact';
import { Discovery, type CareerListing } from './Discovery';

const listing = (careerId: string, over: Partial<CareerListing> = {}): CareerListing => ({
  careerId,
  kommandant: careerId,
  uboatType: 'VIIC',
  uboatId: null,
  date: '1943-07',
  status: 'active',
  endReason: null,
  step: 'underway',
  patrolsCompleted: 0,
  tonnage: 0,
  shipsSunk: 0,
  lastActivity: '2026-11-28T00:00:00Z',
  ...over,
});

const serve = (careers: readonly CareerListing[]) => {
  const text = JSON.stringify({ careers, next: null });
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: () => null },
    text: async () => text,
  })) as unknown as typeof fetch;
};

describe('At sea now: careers of either game', () => {
  it("names a Beneath the Med boat by its class and game, and heads the list with no Hunted's term", async () => {
    serve([
      listing('Kptlt. Eins'),
      listing('T.V. Uno', { campaign: 'beneath-the-med', uboatType: 'Perla', date: '1942-06' }),
    ]);
    render(<Discovery status="active" title="At sea now" />);
    await screen.findByText('Perla class (Beneath the Med)');
    expect(screen.getByRole('columnheader', { name: 'Commander' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'VIIC' })).toBeTruthy();
  });

  it('keeps The Hunted as it was when every career is of The Hunted', async () => {
    serve([listing('Kptlt. Eins', { campaign: 'the-hunted' }), listing('Kptlt. Zwei')]);
    render(<Discovery status="active" title="At sea now" />);
    await screen.findByRole('cell', { name: 'Kptlt. Zwei' });
    expect(screen.getByRole('columnheader', { name: 'Kommandant' })).toBeTruthy();
  });
});
