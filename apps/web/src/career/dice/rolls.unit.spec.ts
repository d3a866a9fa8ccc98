import type { RecordedRoll } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import { chartRow, purposeName } from './rolls';

// A roll's purpose is read by the phrase the rules make of it (libs/rules/src/career/views/purposes.ts), its values
// worded in the player's language.

describe('a roll’s purpose in the player’s words', () => {
  afterAll(() => switchLanguage('en'));

  it.each([
    ['en', 'Repair Diesel 1 (1-4)', 'Crew box 2: months of recovery', 'Historical U-boat number (hundreds)'],
    [
      'es',
      'Reparar Diésel 1 (1-4)',
      'Casilla de tripulación 2: meses de convalecencia',
      'Número histórico del U-Boat (centenas)',
    ],
    [
      'it',
      'Riparare Diesel 1 (1-4)',
      'Casella equipaggio 2: mesi di convalescenza',
      'Numero storico dell’U-Boot (centinaia)',
    ],
  ] as const)(
    'in %s, a system, a crew box and a nested purpose named by their keys',
    async (language, ...said) => {
      await switchLanguage(language);
      const purposes = [
        'repair diesel1 (1-4)',
        'crew2 recovery (months)',
        'historical U-boat number (hundreds)',
      ];
      expect(purposes.map(purposeName)).toEqual(said);
    },
  );

  it('spells out a purpose no catalogue has', async () => {
    await switchLanguage('en');
    expect(purposeName('repair nothingKnown')).toBe('Repair nothing known');
  });

  it.each([
    ['en', '[E1] Switch to night, row 1-3'],
    ['es', '[E1] Pasar a la noche, fila 1-3'],
    ['it', '[E1] Passare alla notte, riga 1-3'],
  ] as const)('in %s, the chart column named by what is rolled (8.4.2)', async (language, said) => {
    await switchLanguage(language);
    const roll: RecordedRoll = {
      purpose: 'switch to night',
      rule: '8.4.2',
      chart: 'E1 switch to night',
      dice: '1d6',
      nonce: 1,
      faces: [2],
      natural: 2,
      modifiers: [],
      total: 2,
      row: '1-3',
    };
    expect(chartRow(roll)).toBe(said);
  });
});
