import { fireEvent, render, screen, within } from '@testing-library/preact';
import { rollsIn } from '@periscope/rules';
import { playedEvents } from '../decisions/engine.fixtures';
import { DiceTray, LAST_ROLLS, ROLL_WINDOW } from './DiceTray';
import type { ClientEvent } from '../events';
import { asClientEvents, detection, detectionRoll } from './dice.fixtures';
import { rollsOf } from './rolls';

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-revision]')];

describe('rollsOf', () => {
  it('finds every roll the engine recorded, nested anywhere in an event', () => {
    const events = asClientEvents(playedEvents('3'));
    for (const event of events) expect(rollsOf(event).map((f) => f.roll)).toEqual(rollsIn(event.data));
    expect(events.some((e) => rollsOf(e).length > 1)).toBe(true);
  });
});

/** A hedgehog attack that sinks the boat (9.6.10). */
const roll = (purpose: string, total: number) => ({
  ...detectionRoll,
  purpose,
  modifiers: [],
  faces: [total],
  dice: '1d6' as const,
  natural: total,
  total,
});
const fatal: ClientEvent = {
  revision: 9,
  position: 9,
  type: 'DepthCharged',
  data: {
    specialCheck: roll('special ASW weapon (1)', 1),
    weapon: 'hedgehog',
    weaponRoll: roll('Hedgehog or Squid', 1),
    hedgehogHit: roll('Hedgehog hits (1-2)', 1),
    roll: roll('Hedgehog damage', 3),
    hits: 0,
    sunk: true,
  },
  recordedAt: '2026-11-26T12:00:00.000Z',
};

describe('DiceTray', () => {
  it('draws the faces, the natural total, each modifier with its rule, the total and the chart row', () => {
    render(<DiceTray events={[detection(7)]} />);
    const [row] = rows();
    expect(row.dataset.revision).toBe('7');
    expect(row.querySelectorAll('svg')).toHaveLength(2); // two d6 drawn with pips
    expect(row.querySelector('.dice-tray__faces')?.textContent).toBe('35');
    expect(row.textContent).toContain('2d6 = 8');
    const modifiers = within(row).getByRole('list', { name: 'modifiers' });
    expect(
      within(modifiers)
        .getAllByRole('listitem')
        .map((m) => m.textContent),
    ).toEqual(['+1 G7a by day (9.6.14)', '−1 oak leaves (11.3.6)']);
    expect(within(row).getByLabelText('rule 9.6.14')).toBeTruthy();
    expect(row.textContent).toContain('total 8');
    expect(row.textContent).toContain('[E2], row 6-11');
    expect(within(row).getByLabelText('rule 9.6.9')).toBeTruthy();
  });

  it('announces the newest roll with its outcome', () => {
    render(<DiceTray events={[detection(1, { ...detectionRoll, total: 5 }), detection(2)]} />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Escort detection: 8, undetected');
  });

  it('shows the newest rolls first, grouped by their event', () => {
    const events = asClientEvents(playedEvents('1'));
    render(<DiceTray events={events} />);
    const revisions = rows().map((r) => Number(r.dataset.revision));
    expect(revisions.length).toBeGreaterThan(5);
    expect([...revisions].sort((a, b) => b - a)).toEqual(revisions);
    const groups = screen.getAllByRole('listitem').filter((li) => li.classList.contains('dice-tray__event'));
    expect(groups[0].querySelector('.dice-tray__event-name')?.textContent).toBeTruthy();
  });

  it('opens on the last 10 rolls; "All" shows the most recent 200, and earlier ones on demand', () => {
    const events = Array.from({ length: 2_000 }, (_, i) => detection(i, { ...detectionRoll, nonce: i }));
    const { rerender } = render(<DiceTray events={events} />);
    expect(rows()).toHaveLength(LAST_ROLLS);
    expect(rows()[0].dataset.revision).toBe('1999');
    rerender(<DiceTray events={[...events, detection(2_000)]} />);
    expect(rows()[0].dataset.revision).toBe('2000');
    expect(screen.queryByRole('button', { name: 'Show earlier rolls' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(rows()).toHaveLength(ROLL_WINDOW);
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier rolls' }));
    expect(rows()).toHaveLength(2 * ROLL_WINDOW);
  });

  it('has one "Rules" control instead of a tab stop per rule number; it writes every title out', () => {
    render(<DiceTray events={asClientEvents(playedEvents('1'))} />);
    expect(document.querySelectorAll('.dice-tray [tabindex="0"]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    expect(document.querySelectorAll('.rule-ref--inline').length).toBeGreaterThan(0);
  });

  it('a fatal attack reads so: each roll says what it decided, never "0 hits" (9.6.10)', () => {
    expect(rollsOf(fatal).map((f) => f.outcome)).toEqual([
      'a special weapon',
      'hedgehog',
      'hit',
      'U-boat sunk',
    ]);
  });

  it('a Beneath the Med boat sunk reads as its submarine sunk (5.1)', () => {
    expect(rollsOf(fatal, true).at(-1)?.outcome).toBe('Submarine sunk');
    render(<DiceTray events={[fatal]} med />);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Hedgehog damage: 3, Submarine sunk',
    );
    expect(document.body.textContent).not.toContain('U-boat');
  });
});
