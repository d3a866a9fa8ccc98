import { render, screen, within } from '@testing-library/preact';
import type { RecordedRoll } from '@periscope/rules';
import type { ClientEvent } from '../career/events';
import { RolledByMe } from './OpponentRoll';

/** Beneath the Med's depth charges on [B4] (7.2.5): a modified 13 or more sinks the boat outright. */
const b4: RecordedRoll = {
  purpose: 'depth charges',
  rule: '7.2.5',
  chart: 'B4',
  dice: '2d6',
  nonce: 12,
  faces: [6, 6],
  natural: 12,
  modifiers: [{ id: 'detectionRolled12', value: 1, rule: '7.2.5' }],
  total: 13,
};
/** The opponent's roll that sank the boat, as the game's events hold it. */
const sinking: ClientEvent = {
  revision: 40,
  position: 40,
  type: 'DepthCharged',
  data: {
    specialCheck: null,
    weapon: 'depthCharges',
    weaponRoll: null,
    hedgehogHit: null,
    roll: b4,
    hits: 0,
    sunk: true,
  },
  recordedAt: '2026-11-27T12:00:00.000Z',
};

const rolled = () =>
  within(screen.getByRole('region', { name: 'Your last roll for your opponent' })).getByRole('listitem')
    .textContent;

describe('RolledByMe: the rolls a player made last for his opponent (13.1.2; Beneath the Med 10.1)', () => {
  it('a Beneath the Med boat sunk by the roll reads as its submarine sunk (5.1)', () => {
    render(<RolledByMe events={[sinking]} med />);
    expect(rolled()).toBe(
      'Depth charges (7.2.5): 6 + 6 = 12 +1 detection rolled 12 (7.2.5), total 13: Submarine sunk',
    );
    expect(rolled()).not.toMatch(/U-boat/);
  });

  it('without the flag the same roll reads as The Hunted’s U-boat sunk', () => {
    render(<RolledByMe events={[sinking]} med={false} />);
    expect(rolled()).toBe(
      'Depth charges (7.2.5): 6 + 6 = 12 +1 detection rolled 12 (7.2.5), total 13: U-boat sunk',
    );
  });
});
