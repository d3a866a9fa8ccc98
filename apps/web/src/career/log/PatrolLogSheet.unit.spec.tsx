import { fireEvent, render, screen, within } from '@testing-library/preact';
import axe from 'axe-core';
import { longCareer } from './log.fixtures';
import { patrolLog } from './patrol-log';
import { PatrolLogSheet } from './index';

/** jsdom's Blob has no text(): read it as the browser would with a FileReader. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

describe('PatrolLogSheet', () => {
  const { events, state } = longCareer();
  const log = patrolLog(events);

  afterEach(() => jest.restoreAllMocks());

  it('shows the header of the sheet: the U-boat, the Kommandant and his rank (4.3)', () => {
    render(<PatrolLogSheet events={events} state={state} careerId="c-1" />);
    expect(screen.getByRole('heading', { name: /Patrol Log Sheet/ })).toBeTruthy();
    expect(screen.getByText('IXC')).toBeTruthy();
    expect(screen.getByText(state.career?.kommandant ?? '?')).toBeTruthy();
  });

  it('shows each patrol with its ships, and patrol tonnages that add up to the career tonnage', () => {
    render(<PatrolLogSheet events={events} state={state} careerId="c-1" />);
    const sections = screen.getAllByRole('article');
    expect(sections).toHaveLength(log.patrols.length);
    let total = 0;
    sections.forEach((section, i) => {
      const patrol = log.patrols[i];
      expect(within(section).getByRole('heading', { level: 3 }).textContent).toContain(
        `Patrol ${patrol.number}`,
      );
      const table = within(section).getByRole('table', { name: `Ships sunk on patrol ${patrol.number}` });
      for (const ship of patrol.ships)
        expect(within(table).getByRole('rowheader', { name: ship.name })).toBeTruthy();
      const tonnage = within(table).getByRole('rowheader', { name: 'Patrol tonnage' }).nextElementSibling;
      total += numberIn(tonnage?.textContent ?? null);
    });
    expect(total).toBe(state.tonnage);
  });

  it('writes game words, not identifiers: areas, ship types, months', () => {
    render(<PatrolLogSheet events={events} state={state} careerId="c-1" />);
    const first = screen.getAllByRole('article')[0];
    expect(first.textContent).not.toMatch(/westAfricanCoast|largeFreighter|1943-07/);
    expect(first.textContent).toMatch(/Jul 1943/);
  });

  it('prints with window.print, the sheet alone while printing', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      expect(document.querySelector('.patrol-log--printing')).not.toBeNull();
    });
    render(<PatrolLogSheet events={events} state={state} careerId="c-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelector('.patrol-log--printing')).toBeNull();
  });

  it('downloads the CSV through a Blob URL named after the boat', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:log'));
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<PatrolLogSheet events={events} state={state} careerId="career-42" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download (CSV)' }));
    expect(names).toEqual(['career-42-patrol-log.csv']);
    const csv = await readBlob(blobs[0]);
    expect(csv.split('\r\n').filter((r) => r.startsWith('ship sunk'))).toHaveLength(log.shipsSunk);
    fireEvent.click(screen.getByRole('button', { name: 'Download (text)' }));
    expect(names[1]).toBe('career-42-patrol-log.txt');
    expect(await readBlob(blobs[1])).toContain('PATROL LOG SHEET');
  });

  it('has no serious or critical axe violation', async () => {
    const { container } = render(
      <main>
        <PatrolLogSheet events={events} state={state} careerId="c-1" />
      </main>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
