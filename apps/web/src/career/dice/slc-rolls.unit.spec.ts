import { switchLanguage } from '../../i18n/i18n';
import { words } from '../../ui/words';
import { aduaSlcsInTheHarbour } from '../med/med.fixtures';
import { chartRow, rollsOf } from './rolls';

// The S.L.C. attack's rolls in the dice tray (6.7.5): the harbour [D3] and [D5] are read for, and the launch range's
// modifier on [D2], in the player's language, never in the rules' English ids.

const rollsOfType = (type: string) =>
  aduaSlcsInTheHarbour()
    .events.filter((e) => e.type === type)
    .flatMap((e) => rollsOf(e).map((found) => found.roll));

describe("the S.L.C. attack's rolls in the player's words (6.7.5)", () => {
  afterEach(() => switchLanguage('en'));

  it('6.7.5.3: [D3] by its harbour, in Italian and Spanish', async () => {
    const [first] = rollsOfType('SlcTargetsRolled');
    await switchLanguage('it');
    expect(chartRow(first)).toBe('[D3] Alessandria, riga 1');
    await switchLanguage('es');
    expect(chartRow(first)).toMatch(/^\[D3\] Alejandría/);
  });

  it("6.7.5.1: the launch range's modifier on [D2], in Italian", async () => {
    const [penetration] = rollsOfType('SlcPenetrationRolled');
    const modifier = penetration.modifiers[0];
    await switchLanguage('it');
    expect(words(modifier.id)).toBe('distanza lunga');
  });

  it('6.7.5.4: what a charge did on [D4], in Italian', async () => {
    const [roll] = rollsOfType('SlcTargetsRolled');
    const charge = (result: string) =>
      rollsOf({
        ...aduaSlcsInTheHarbour().events[0],
        type: 'SlcDetonated',
        data: { charges: [{ target: 0, roll, result }] },
      })[0].outcome;
    await switchLanguage('it');
    expect([charge('sunk'), charge('damaged'), charge('fails')]).toEqual([
      'affondata',
      'danneggiata',
      'fallisce',
    ]);
  });
});
