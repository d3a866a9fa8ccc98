import { GAME_VIOLATION_CODES } from './violations';

// The descriptions document every game's refusals: one citing The Hunted's two-player rule (13.1.x) or its evasive
// manoeuvres (14.8.x) names Beneath the Med's own beside it (10.1, 11.3; Q-BTM-DUEL-CITE).

const describing = (rule: RegExp) =>
  Object.entries(GAME_VIOLATION_CODES).filter(([, text]) => rule.test(text));

describe('GAME_VIOLATION_CODES', () => {
  it.each([
    ['the two-player game', /\b13\.1\b/, 'Beneath the Med 10.1'],
    ['the evasive manoeuvres', /\b14\.8\b/, 'Beneath the Med 11.3'],
  ])('a description citing The Hunted’s rule of %s names Beneath the Med’s', (_, hunted, med) => {
    const cited = describing(hunted);
    expect(cited.length).toBeGreaterThan(0);
    for (const [code, text] of cited) expect([code, text]).toEqual([code, expect.stringContaining(med)]);
  });
});
