import { render, screen } from '@testing-library/preact';
import { seats } from '../seats/seats';
import type { CareerListing } from './Discovery';
import { MyCareers } from './MyCareers';

const listing = (careerId: string, over: Partial<CareerListing>): CareerListing => ({
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

/** The browser holds each row's seat, and the index answers the rows. */
function serve(rows: readonly CareerListing[]): void {
  seats.value = Object.fromEntries(
    rows.map((r, i) => [
      r.careerId,
      {
        careerId: r.careerId,
        seatToken: 't',
        kommandant: r.careerId,
        uboatType: 'VIIC',
        startedAt: `2026-11-2${i}`,
      },
    ]),
  );
  const text = JSON.stringify({ careers: rows, next: null });
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: () => null },
    text: async () => text,
  })) as unknown as typeof fetch;
}

describe('My careers (5.1)', () => {
  it('says of each career whether it is at sea, in port, sunk, or ended and why', async () => {
    const rows = [
      listing('Kptlt. Eins', {}),
      listing('Kptlt. Zwei', { step: 'inPort' }),
      listing('Kptlt. Drei', { status: 'ended', endReason: 'sunk', step: 'ended' }),
      listing('Kptlt. Vier', { status: 'ended', endReason: 'relieved', step: 'ended' }),
    ];
    serve(rows);
    render(<MyCareers />);
    await screen.findByText('sunk');
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(lines.find((l) => l.includes('Eins'))).toContain('at sea');
    expect(lines.find((l) => l.includes('Zwei'))).toContain('in port');
    expect(lines.find((l) => l.includes('Drei'))).toContain('sunk');
    expect(lines.find((l) => l.includes('Vier'))).toContain('relieved of command');
  });

  it("names a Beneath the Med career's end in its words: its Comandante killed, its crew taken prisoner (5.1.3)", async () => {
    const med = { campaign: 'beneath-the-med', uboatType: 'Perla', status: 'ended', step: 'ended' } as const;
    serve([
      listing('T.V. Uno', { ...med, endReason: 'kommandantKilled' }),
      listing('T.V. Due', { ...med, endReason: 'captured' }),
    ]);
    render(<MyCareers />);
    await screen.findByText('Comandante killed');
    screen.getByText('crew taken prisoner');
    expect(document.body.textContent).not.toMatch(/Kommandant/);
  });
});
