import { fireEvent, render, screen } from '@testing-library/preact';
import axe from 'axe-core';
import type { ClientEvent } from '../events';
import { DiceTray } from '../dice';
import { asClientEvents } from '../dice/dice.fixtures';
import { Decisions } from './Decisions';
import { findMoment, playedEvents, type Moment } from './engine.fixtures';

/** Serious and critical axe-core violations (contrast needs a real layout: the browser tests check it). */
async function violations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const at = (kind: string) => findMoment((m) => m.state.step.kind === kind && m.decision.commands.length > 0);
const moments: Record<string, Moment> = {
  firing: findMoment((m) => m.decision.commands.some((c) => c.type === 'FireDeckGun')),
  shipsSighted: at('shipsSighted'),
  evading: at('evading'),
  underway: findMoment((m) => m.decision.commands.some((c) => c.type === 'AbortPatrol')),
  evasiveManoeuvre: findMoment((m) => m.state.step.kind === 'evasiveManoeuvre', {
    options: { evasiveManoeuvres: 'escortChosen' },
  }),
};

describe('accessibility (axe-core)', () => {
  it.each(Object.keys(moments))('the decisions at %s have no serious violation', async (kind) => {
    const { state, decision } = moments[kind];
    const { container } = render(
      <main>
        <Decisions decision={decision} state={state} busy={false} onCommand={() => undefined} />
      </main>,
    );
    const abort = screen.queryByRole('button', { name: 'Abort the patrol…' });
    if (abort) fireEvent.click(abort);
    expect(await violations(container)).toEqual([]);
  });

  it('the dice tray of a whole career has no serious violation', async () => {
    const events: ClientEvent[] = asClientEvents(playedEvents('2'));
    const { container } = render(
      <main>
        <DiceTray events={events} />
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
