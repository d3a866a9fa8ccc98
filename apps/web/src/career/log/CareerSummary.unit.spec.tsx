import { render, screen, within } from '@testing-library/preact';
import axe from 'axe-core';
import { longCareer, playedCareer, tankerCareer } from './log.fixtures';
import { patrolLog } from './patrol-log';
import { CareerSummary, TonnageChart } from './index';

describe('CareerSummary', () => {
  const { events, state } = longCareer();

  it('shows the totals and the victory level of an ended career (5.2.2)', () => {
    render(<CareerSummary events={events} state={state} />);
    const totals = screen.getByRole('heading', { name: 'Career summary' }).parentElement as HTMLElement;
    expect(totals.textContent).toContain(`${state.tonnage.toLocaleString('en-US')} t`);
    const ended = events.find((e) => e.type === 'CareerEnded')?.data as { victoryLevel: string };
    const level = { marginalVictory: 'Marginal Victory', draw: 'Draw', defeat: 'Defeat' }[
      ended.victoryLevel as 'draw'
    ];
    expect(within(totals).getByText(level ?? '?')).toBeTruthy();
  });

  it("names the Knight's Cross grade he holds once (11.3.2)", () => {
    const decorations = { ...state.career!.decorations, knightsCross: 'swords' as const };
    render(<CareerSummary events={events} state={{ ...state, career: { ...state.career!, decorations } }} />);
    const grade = screen.getByText("Knight's Cross", { selector: 'dt' }).nextElementSibling;
    expect(grade?.textContent).toBe("Knight's Cross with Oak Leaves and Swords");
  });

  it('shows no victory level while the career goes on', () => {
    const ongoing = events.slice(
      0,
      events.findIndex((e) => e.type === 'BoatReturned'),
    );
    render(<CareerSummary events={ongoing} state={{ ...state, step: { kind: 'underway' } }} />);
    expect(screen.queryByText('Victory level')).toBeNull();
  });
});

describe('TonnageChart', () => {
  const { events, state } = longCareer();

  it('has one point per sinking, named in its title, and ends at the career tonnage', () => {
    render(<TonnageChart events={events} state={state} />);
    const points = screen.getAllByTestId('tonnage-point');
    const sunk = patrolLog(events).patrols.flatMap((p) => p.ships);
    expect(points).toHaveLength(sunk.length);
    points.forEach((point, i) => expect(point.querySelector('title')?.textContent).toContain(sunk[i].name));
    const rows = screen.getByRole('table', { hidden: true }).querySelectorAll('tbody tr');
    expect(rows[rows.length - 1].lastElementChild?.textContent).toBe(
      `${state.tonnage.toLocaleString('en-US')} t`,
    );
  });

  it('is an image whose name summarises it', () => {
    render(<TonnageChart events={events} state={state} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain(`${state.tonnage.toLocaleString('en-US')} t`);
    expect(chart.querySelectorAll('text').length).toBeGreaterThan(4);
  });

  it('draws points higher for later sinkings (cumulative tonnage)', () => {
    render(<TonnageChart events={events} state={state} />);
    const ys = screen.getAllByTestId('tonnage-point').map((p) => Number(p.getAttribute('cy')));
    ys.slice(1).forEach((y, i) => expect(y).toBeLessThan(ys[i]));
  });

  it("ends at the career tonnage with a tanker's theoretical tonnage, drawn apart from sinkings (11.4.10.5)", () => {
    const tanker = tankerCareer();
    const { container } = render(<TonnageChart events={tanker.events} state={tanker.state} />);
    expect(screen.queryAllByTestId('tonnage-point')).toHaveLength(0);
    expect(container.querySelectorAll('.tonnage-chart__point--theoretical').length).toBeGreaterThan(0);
    const rows = screen.getByRole('table', { hidden: true }).querySelectorAll('tbody tr');
    const total = `${tanker.state.tonnage.toLocaleString('en-US')} t`;
    expect(rows[rows.length - 1].lastElementChild?.textContent).toBe(total);
  });

  it('says nothing was sunk for a career without a sinking', () => {
    const empty = playedCareer('log-2', 'VIIC');
    render(<TonnageChart events={empty.events} state={empty.state} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/nothing sunk/);
    expect(screen.queryAllByTestId('tonnage-point')).toHaveLength(0);
  });

  it('has no serious or critical axe violation', async () => {
    const { container } = render(
      <main>
        <CareerSummary events={events} state={state} />
      </main>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
