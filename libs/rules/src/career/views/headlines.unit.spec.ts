import { play, sighted, target } from '../specs/career.fixtures';
import type { CareerCommand } from '../model/commands';
import { reportOf } from './headlines';

// Given a sighting / When the commands, with scripted dice / Then the move's headlines and cards in the game's words.

const acme = () => sighted({ kind: 'shipWithEscort', ships: [target('Acme', 6_900, 1)], escorted: true });
const medium: CareerCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } };
const fire: CareerCommand = { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } };
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };

describe('what a move did, in the game’s words', () => {
  it('a Hedgehog sinks the boat: "Hedgehog hit (1), damage 3: U-boat sunk ([E3c])", never "0 hits", and the cards', () => {
    const approached = play(acme(), medium).history;
    const missed = play(approached, fire, { '2d6': [[6, 6]] }).history; // [U1] 12: a miss
    // [E2] 12 detected; 1d6 1 a special weapon, [E3b] 1 Hedgehog, [E3c] 1 a hit, damage 3: sunk.
    const { events } = play(missed, evade, { '2d6': [[6, 6]], '1d6': [1, 1, 1, 3] });
    const { headlines, cards } = reportOf(events);
    expect(headlines).toContain('Hedgehog hit (1), damage 3: U-boat sunk ([E3c])');
    expect(headlines.join(' ')).not.toMatch(/0 hits/);
    expect(cards.map((c) => c.kind)).toEqual(['uboatSunk', 'careerOver']);
    expect(cards[0]).toEqual({
      kind: 'uboatSunk',
      title: 'U-boat sunk (9.6.10)',
      lines: ['Hedgehog hit (1), damage 3: U-boat sunk ([E3c])'],
    });
    expect(cards[1].lines[1]).toBe('0 t sunk in 0 patrols');
  });

  it('a torpedo sinks a ship: "Acme sunk — 6,900 t", the end of the encounter, on cards', () => {
    const alone = sighted({ kind: 'ship', ships: [target('Acme', 6_900, 1)], escorted: false });
    const approached = play(alone, medium).history;
    // [U1] 2 a hit, [U2] 6 runs true, [U3] 6 damage: the only target sinks.
    const { events } = play(approached, fire, { '2d6': [[1, 1]], '1d6': [6, 6] });
    const { headlines, cards } = reportOf(events);
    expect(headlines).toContain('1 torpedo: 1 hit');
    expect(headlines).toContain('Acme sunk — 6,900 t');
    expect(cards).toEqual([
      { kind: 'shipSunk', title: 'Acme sunk — 6,900 t', lines: [] },
      { kind: 'encounterOver', title: 'Encounter over', lines: ['No target left afloat'] },
    ]);
  });
});
