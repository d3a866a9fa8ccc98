import { render, screen } from '@testing-library/preact';
import { perlaInPort } from '../med/med.fixtures';
import type { ClientEvent } from '../events';
import { CareerSummary, PatrolLogSheet } from './index';

// A Beneath the Med career on the log sheet and the summary: its commander and its end in its own words (5.1).

/** The Perla's career, its Comandante killed (7.7.4) before it sailed. */
function perlaEnded() {
  const { state, events } = perlaInPort();
  const ended: ClientEvent = {
    revision: events.length + 1,
    position: events.length + 1,
    type: 'CareerEnded',
    data: { reason: 'kommandantKilled', rule: '7.7.4', detail: '', tonnage: 0, victoryLevel: 'defeat' },
    recordedAt: '',
  };
  return { state, events: [...events, ended] };
}

describe("a Beneath the Med career's log", () => {
  it('the sheet names its Comandante and how his career ended, never a Kommandant', () => {
    const { state, events } = perlaEnded();
    render(<PatrolLogSheet events={events} state={state} careerId="c-1" />);
    screen.getByText('Comandante', { selector: 'dt' });
    screen.getByText(/Comandante killed/);
    expect(document.body.textContent).not.toMatch(/Kommandant/);
  });

  it('the summary says why the career ended in its words', () => {
    const { state, events } = perlaEnded();
    render(<CareerSummary events={events} state={state} />);
    screen.getByText('(Comandante killed)');
  });
});
