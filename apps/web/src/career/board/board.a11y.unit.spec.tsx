import { render } from '@testing-library/preact';
import axe from 'axe-core';
import { reference } from '../../reference/reference';
import { airAttack, depthCharged, engineReference } from './board.fixtures';
import { CombatMat, RouteStrip, UBoatBoard } from './index';

// axe-core in jsdom: structure, names and ARIA (colour contrast needs a real browser, left to the browser tests).
async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('the board, the route and the combat mat', () => {
  afterEach(() => (reference.value = null));

  it('have no serious or critical axe violation while the boat is depth-charged', async () => {
    reference.value = engineReference();
    const { state, events } = depthCharged();
    const { container } = render(
      <main>
        <RouteStrip state={state} />
        <UBoatBoard state={state} />
        <CombatMat state={state} events={events} />
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('have none during an air attack', async () => {
    const { state, events } = airAttack();
    const { container } = render(
      <main>
        <RouteStrip state={state} />
        <CombatMat state={state} events={events} />
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
