import { ScriptedDice } from '../../dice';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { initialState } from '../model/state';
import { play, sighted, target } from '../specs/career.fixtures';
import { asGiven, assignedInTheMed, startedInTheMed } from '../specs/career.med.fixtures';
import type { CareerCommand } from '../model/commands';
import { reportOf } from './headlines';

// Given a sighting / When the commands, with scripted dice / Then the move's headlines and cards as phrases: a
// catalogue key and what fills it (each client words them in its player's language).

const acme = () => sighted({ kind: 'shipWithEscort', ships: [target('Acme', 6_900, 1)], escorted: true });
const medium: CareerCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } };
const fire: CareerCommand = { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } };
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };

const sunkByHedgehog = {
  key: 'move.hedgehogHit',
  params: { total: 1, damage: 3, result: { key: 'move.hits', params: { n: 0, sunk: true } } },
};

describe('what a move did, as phrases', () => {
  it('a Hedgehog sinks the boat: its hit roll, its damage, the boat sunk ([E3c]), and the cards', () => {
    const approached = play(acme(), medium).history;
    const missed = play(approached, fire, { '2d6': [[6, 6]] }).history; // [U1] 12: a miss
    // [E2] 12 detected; 1d6 1 a special weapon, [E3b] 1 Hedgehog, [E3c] 1 a hit, damage 3: sunk.
    const { events } = play(missed, evade, { '2d6': [[6, 6]], '1d6': [1, 1, 1, 3] });
    const { headlines, cards } = reportOf(events);
    expect(headlines).toContainEqual(sunkByHedgehog);
    expect(cards.map((c) => c.kind)).toEqual(['uboatSunk', 'careerOver']);
    expect(cards[0]).toEqual({
      kind: 'uboatSunk',
      title: { key: 'move.uboatSunkCard', params: { rule: '9.6.10' } },
      lines: [sunkByHedgehog],
    });
    expect(cards[1].lines).toEqual([
      { key: 'move.careerEndLine', params: { reason: { key: 'endReason.sunk' }, rule: '9.6.10' } },
      { key: 'move.careerTotal', params: { tonnage: 0, patrols: 0 } },
    ]);
  });

  it("Beneath the Med 7.3.2: a clean crash dive on [A4] reads as made, in the same words as The Hunted's", () => {
    const started = startedInTheMed('Adua', '1940-09', { '1d6': [4] });
    const atSea = asGiven([started, assignedInTheMed([started], [3, 4])]).reduce(evolve, initialState());
    const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
    const dive = (faces: [number, number]) =>
      reportOf(decide(atSea, enter, new ScriptedDice({ '2d6': [[1, 1], faces] }))).headlines;
    const said = (made: boolean, total: number) => ({
      key: 'move.aircraft',
      params: { parts: [{ key: 'move.crashDive', params: { made, total } }] },
    });
    expect(dive([4, 4])).toContainEqual(said(true, 8));
    expect(dive([3, 3])).toContainEqual(said(false, 6));
  });

  it('a torpedo sinks a ship: its name and tonnage, the end of the encounter, on cards', () => {
    const alone = sighted({ kind: 'ship', ships: [target('Acme', 6_900, 1)], escorted: false });
    const approached = play(alone, medium).history;
    // [U1] 2 a hit, [U2] 6 runs true, [U3] 6 damage: the only target sinks.
    const { events } = play(approached, fire, { '2d6': [[1, 1]], '1d6': [6, 6] });
    const { headlines, cards } = reportOf(events);
    const sunk = { key: 'move.shipSunk', params: { name: 'Acme', tonnage: 6_900 } };
    expect(headlines).toContainEqual({ key: 'move.salvo', params: { fired: 1, hits: 1, duds: 0 } });
    expect(headlines).toContainEqual(sunk);
    expect(cards).toEqual([
      { kind: 'shipSunk', title: sunk, lines: [] },
      {
        kind: 'encounterOver',
        title: { key: 'move.encounterOverCard' },
        lines: [{ key: 'move.encounterOverLine', params: { reason: 'targetsGone' } }],
      },
    ]);
  });

  it('a depth charge wounds a generic crewman: the wound card names the crew box hit (10.6.1 step 5)', () => {
    const close: CareerCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'close' } };
    // 9.2.2 detected on 7; depth charges [E3] 6: one hit; [E4] 34 Crew Injury; [E5a] 7 the crew.
    const { events } = play(acme(), close, {
      '2d6': [
        [3, 4],
        [3, 3],
        [3, 4],
      ],
      '1d6': [2],
      d66: [[3, 4]],
    });
    const wound = { key: 'move.injuredBox', params: { n: 1, severity: 'lightlyWounded' } };
    const { headlines, cards } = reportOf(events);
    expect(headlines).toContainEqual(wound);
    expect(cards).toContainEqual({ kind: 'wounded', title: { key: 'move.woundedCard' }, lines: [wound] });
  });
});
