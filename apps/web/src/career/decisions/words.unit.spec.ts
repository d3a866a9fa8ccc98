import { signed, thousands, words } from './words';

describe('the game’s words', () => {
  it.each([
    ['g7eFat', 'G7e (FaT)'],
    ['transitBayOfBiscay', 'Transit (Bay of Biscay)'],
    ['westAfricanCoast', 'West African coast'],
    ['electricMotor1', 'Electric motor 1'],
    ['UBoatHit', 'U-boat hit'],
    ['nightSurface', 'Night surface'],
    ['notDetected', 'undetected'],
  ])('names %s "%s"', (value, name) => expect(words(value)).toBe(name));

  it('writes tonnage with thousands separators and modifiers with their sign', () => {
    expect(`${thousands(12_500)} t`).toBe('12,500 t');
    expect([signed(1), signed(-2), signed(0)]).toEqual(['+1', '−2', '0']);
  });
});
