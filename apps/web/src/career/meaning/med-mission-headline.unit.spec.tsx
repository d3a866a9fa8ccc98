import { render, screen } from '@testing-library/preact';
import type { CareerCommand } from '@periscope/rules';
import type { DiceScript } from '@periscope/rules/dice';
import { switchLanguage } from '../../i18n/i18n';
import { ASSIGN, ENTER, playMed } from '../med/med.fixtures';
import { MedLog } from '../med/MedLog';
import { LatestMove } from './LatestMove';

// The latest move of a Beneath the Med special mission says what happened (6.7): the mission the assignment gives,
// the S.L.C. attack's steps [D1]-[D5] (6.7.5) and, on its own card, the mission accomplished or failed (6.7.7).

const ADUA = { uboatType: 'Adua', startDate: '1940-06', dice: { '1d6': [4] } };
const command = (type: string, data: object = {}) => ({ type, data }) as unknown as CareerCommand;

/** An Adua of 6/40 sent by [A1a] 2 on the S.L.C. attack on Alexandria, played to `until` moves of the attack. */
function slcAttack(detonation: number, until = 6) {
  const moves: (readonly [CareerCommand, DiceScript])[] = [
    [ASSIGN, { '2d6': [[1, 1]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, []],
    [command('LaunchSlcs', { range: 'long' }), []],
    [command('PenetrateHarbour'), { '1d6': [5, 4, 1, 1, 3] }],
    [command('AttachSlcs', { targets: [0] }), []],
    [command('DetonateSlcs'), { '1d6': [detonation] }],
    [command('RollFrogmenFate', { skip: false }), { '1d6': [1, 3, 6] }],
  ];
  return playMed(moves.slice(0, 4 + until), ADUA).events;
}

const latest = (events: ReturnType<typeof slcAttack>) => {
  render(<LatestMove events={events} settled={events.length} med />);
  return screen.getByRole('region', { name: /What happened|Lo que ha pasado|Cosa è successo/ });
};

describe('what a Beneath the Med special mission says it did (6.7)', () => {
  afterEach(() => switchLanguage('en'));

  it('6.2.1: the assignment names its special mission', () => {
    expect(latest(slcAttack(6, -3)).textContent).toContain(
      'Patrol 1: Eastern Mediterranean (2), with a special mission: an S.L.C. attack (6.7.5)',
    );
  });

  it('6.7.5.1-6.7.5.3: the launch, the S.L.C.s through the harbour and the ships found, in words', () => {
    expect(latest(slcAttack(6, 1)).textContent).toContain(
      "3 S.L.C.s launched at long range off Alexandria, out of the defenders' sight",
    );
    document.body.innerHTML = '';
    const found = latest(slcAttack(6, 2)).textContent;
    expect(found).toContain("1 S.L.C. got through the harbour's defences, of 3 ([D2])");
    expect(found).toContain('Ships found in the harbour: HMS Queen Elizabeth, a cruiser ([D3])');
  });

  it('6.7.5.4, 6.7.7: the charge sinks her: the mission accomplished on its card, a successful patrol', () => {
    const region = latest(slcAttack(6, 4));
    const card = region.querySelector('[data-card="missionEnded"]');
    expect(card?.textContent).toBe(
      'Special mission accomplished: an S.L.C. attack (6.7.5)' +
        'The accomplished mission makes the patrol a successful one, whatever was sunk (6.7.7).',
    );
    expect(region.textContent).toContain('The charges go off ([D4]): 6, the ship sunk');
  });

  it('6.7.5.4, 6.7.7: a charge that fails is a failed mission, in Spanish', async () => {
    await switchLanguage('es');
    const card = latest(slcAttack(2, 4)).querySelector('[data-card="missionEnded"]');
    expect(card?.textContent).toBe(
      'Misión especial fallida: un ataque S.L.C. (6.7.5)' +
        'Una misión fallida nunca es una patrulla con éxito, aunque se hundan barcos (6.7.7).',
    );
  });

  it("6.7.5.5: the frogmen's fate, in Italian", async () => {
    await switchLanguage('it');
    expect(latest(slcAttack(6, 5)).textContent).toContain(
      'La sorte degli uomini rana ([D5]): ucciso, catturato, nascosto in un rifugio in Egitto',
    );
  });
});

describe("a Beneath the Med special mission in the career's log (6.7)", () => {
  it('the assignment names its mission, and the mission says how it ended (6.7.7)', () => {
    render(<MedLog events={slcAttack(6, 4)} />);
    const told = [...document.querySelectorAll('.med-log__told')].map((e) => e.textContent);
    expect(told).toContain(
      'Patrol 1 assigned: Eastern Mediterranean, 1 month, special mission: an S.L.C. attack (6.7.5)',
    );
    expect(told).toContain('Special mission accomplished: an S.L.C. attack (6.7.5)');
  });
});
