import { render, screen, waitFor } from '@testing-library/preact';
import type { RulingRow, StandingRow } from './api';
import { LeadersChart } from './LeadersChart';
import { fakeFetch, standingsOf } from './tournaments.fixtures';

const sunk = (revision: number, tonnage: number, at: string) => ({
  revision,
  type: 'ShipSunk',
  data: { name: `Ship ${revision}`, tonnage },
  recordedAt: at,
});
const started = { revision: 0, type: 'CareerStarted', data: {}, recordedAt: '2026-11-27T10:00:00Z' };

// The leaders' tonnage over the tournament's time: one line each, as the standings count it.
describe("the leaders' chart", () => {
  const rows = standingsOf('top-tonnage', 9).individual as StandingRow[];
  const [first, second] = rows;

  it('draws a line for each leader who sank something, with the tonnage the rulings leave', async () => {
    fakeFetch({
      [`/careers/${first.careerId}/events`]: {
        events: [started, sunk(5, 5000, '2026-11-27T10:05:00Z'), sunk(9, 3000, '2026-11-27T10:09:00Z')],
      },
      [`/careers/${second.careerId}/events`]: { events: [started, sunk(4, 7000, '2026-11-27T10:04:00Z')] },
    });
    const ruling: RulingRow = {
      careerId: first.careerId,
      rulingId: 'r-1',
      reason: 'claimed twice',
      ruling: { kind: 'correctResult', revision: 9, field: 'tonnage', from: 3000, to: 0 },
    };
    const { container } = render(<LeadersChart rows={[first, second]} rulings={[ruling]} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `${first.name}: 5,000 t`,
      `${second.name}: 7,000 t`,
    ]);
    expect(container.querySelectorAll('path.leaders-chart__line')).toHaveLength(2);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(`${first.name} 5,000 t`);
  });

  it('says so when nobody has sunk anything', () => {
    fakeFetch({});
    render(<LeadersChart rows={[{ ...first, tonnage: 0 }]} rulings={[]} />);
    expect(screen.getByText('No ship sunk yet.')).toBeTruthy();
  });
});
