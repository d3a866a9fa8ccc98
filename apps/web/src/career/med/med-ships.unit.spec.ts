import { switchLanguage } from '../../i18n/i18n';
import { medShipName } from './med-ships';

// The lists' generic designations in each language, by the ship's type or class, never the chart's English text.
describe('the name of a ship identified in Beneath the Med (7.1.3-7.1.8)', () => {
  afterEach(() => switchLanguage('en'));
  const ships = [
    { type: 'largeFreighter', name: 'T2-4', tonnage: 7100 },
    { type: 'tanker', name: 'T3-9', tonnage: 10000 },
    { type: 'capitalShip', name: 'Queen Elizabeth-class battleship', tonnage: 31500 },
    { type: 'capitalShip', name: 'HMS Nelson', tonnage: 34000 },
    { type: 'escort', name: 'Sloop', tonnage: 1300 },
    { type: 'escort', name: 'Escort destroyer', tonnage: 1100 },
    { type: 'submarine', name: 'Submarine', tonnage: 800 },
  ];

  it.each([
    [
      'en',
      [
        'Large freighter, list T2 no. 4',
        'Tanker, list T3 no. 9',
        'Queen Elizabeth-class battleship',
        'HMS Nelson',
        'Sloop',
        'Escort destroyer',
        'Submarine',
      ],
    ],
    [
      'es',
      [
        'Mercante grande, lista T2 n.º 4',
        'Petrolero, lista T3 n.º 9',
        'Acorazado de la clase Queen Elizabeth',
        'HMS Nelson',
        'Balandra',
        'Destructor de escolta',
        'Submarino',
      ],
    ],
    [
      'it',
      [
        'Mercantile grande, lista T2 n. 4',
        'Petroliera, lista T3 n. 9',
        'Corazzata classe Queen Elizabeth',
        'HMS Nelson',
        'Sloop',
        'Cacciatorpediniere di scorta',
        'Sommergibile',
      ],
    ],
  ] as const)('in %s', async (language, names) => {
    await switchLanguage(language);
    expect(ships.map(medShipName)).toEqual(names);
  });
});
