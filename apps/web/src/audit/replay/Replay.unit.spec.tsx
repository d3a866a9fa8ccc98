import { fireEvent, render, screen, within } from '@testing-library/preact';
import { perlaFiresAa } from '../../career/med/med.fixtures';
import { cleanExport, sunkLine } from '../audit.fixtures';
import { readStory, type StoryEvent } from '../story/export-events';
import { Replay } from './Replay';

const story = readStory(cleanExport)!;
const events = story.eventsOf(story.streams[0].stream);
const now = () => screen.getByText(/^Event \d+ of \d+/).textContent ?? '';
const region = () => screen.getByRole('region', { name: 'Replay' });

describe('the replay', () => {
  it('starts at the first event, the boat in port', () => {
    render(<Replay events={events} />);
    expect(now()).toBe(`Event 1 of ${events.length} · line 2 · Career started`);
    expect(screen.getByRole('article', { name: /U-boat board/ })).toBeTruthy();
    expect(screen.getByText(/In port in France/)).toBeTruthy();
  });

  it('steps with the arrow keys, Home and End', () => {
    render(<Replay events={events} />);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(now()).toMatch(/^Event 3 of \d+ · line 4 /);
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(now()).toMatch(/^Event 2 of /);
    const last = screen.getByRole('button', { name: 'Last event' });
    last.focus();
    fireEvent.keyDown(last, { key: 'End' });
    expect(now()).toMatch(new RegExp(`^Event ${events.length} of ${events.length}`));
    expect(screen.getByRole('button', { name: 'Next event' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(last); // focus stays in the replay: the arrows still step
    fireEvent.keyDown(last, { key: 'ArrowLeft' });
    expect(now()).toMatch(new RegExp(`^Event ${events.length - 1} of`));
    fireEvent.keyDown(region(), { key: 'Home' });
    expect(now()).toMatch(/^Event 1 of /);
    expect(screen.getByRole('button', { name: 'Previous event' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('steps with the buttons and the slider', () => {
    render(<Replay events={events} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
    expect(now()).toMatch(/^Event 2 of /);
    fireEvent.click(screen.getByRole('button', { name: 'Last event' }));
    expect(now()).toMatch(new RegExp(`^Event ${events.length} of`));
    fireEvent.input(screen.getByRole('slider', { name: 'Event' }), { target: { value: '9' } });
    expect(now()).toMatch(/^Event 10 of /);
  });

  it('jumps to a patrol, showing its route strip', () => {
    render(<Replay events={events} />);
    const jump = screen.getByRole('combobox', { name: /Jump to/ });
    const patrols = within(jump).getByRole('group', { name: 'Patrols' });
    const patrol2 = within(patrols).getByRole('option', { name: /^Patrol 2: / }) as HTMLOptionElement;
    fireEvent.change(jump, { target: { value: patrol2.value } });
    expect(now()).toContain('Patrol assigned: patrol 2');
    expect(screen.getByRole('region', { name: 'Patrol 2 route' })).toBeTruthy();
  });

  it('jumps to an encounter and shows the combat mat once the ships are in sight', () => {
    render(<Replay events={events} atLine={sunkLine} />);
    expect(now()).toMatch(new RegExp(`line ${sunkLine} · Ship sunk: .+ t`));
    expect(screen.getByRole('article', { name: 'Combat mat' })).toBeTruthy();
  });
});

describe('the replay of a Beneath the Med career', () => {
  /** The Perla's patrol to an aircraft's attack that hits it (7.3.3), as an export's lines. */
  const perla: StoryEvent[] = perlaFiresAa().events.map((e, i) => ({
    line: i + 2,
    stream: 'career-1',
    revision: i,
    type: e.type,
    data: e.data,
  }));
  const hit = perla.find((e) => e.type === 'UBoatHit')!.line;

  it('names its events in its words and draws its status board, not The Hunted’s U-boat board (4.4)', () => {
    render(<Replay events={perla} atLine={hit} />);
    expect(now()).toMatch(/ · Submarine hit/);
    screen.getByRole('article', { name: /^Status board: Perla-class submarine/ });
    expect(screen.queryByRole('article', { name: /U-boat board/ })).toBeNull();
    expect(region().textContent).not.toMatch(/U-boat/);
  });
});
