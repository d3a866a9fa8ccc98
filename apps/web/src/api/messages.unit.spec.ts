import { ApiError } from './http';
import { switchLanguage } from '../i18n/i18n';
import { errorMessage } from './messages';

describe("a player's words for the API's errors", () => {
  it('says how long to wait when rate limited', () => {
    const error = new ApiError(429, 'rate/limited', 'Too many', { retryAfterSeconds: 12 });
    expect(errorMessage(error)).toBe('Too many requests at once. Wait 12 s before trying again.');
  });

  it("keeps a rule violation's own message in English and names its rule", () => {
    const error = new ApiError(422, 'combat/salvo-split', 'Four torpedoes at most', { rule: '9.2.1' });
    expect(errorMessage(error)).toBe('Four torpedoes at most (rule 9.2.1)');
  });

  it('explains a sealed seed, a conflict and an unknown career in plain words', () => {
    expect(errorMessage(new ApiError(409, 'career/seed-sealed', 'x'))).toMatch(
      /sealed until the career is over/,
    );
    expect(errorMessage(new ApiError(409, 'career/conflict', 'x'))).toMatch(/try once more/);
    expect(errorMessage(new ApiError(404, 'career/not-found', 'x'))).toBe('There is no career with this id.');
  });

  it("falls back to the server's message for a code it does not know", () => {
    expect(errorMessage(new ApiError(400, 'something/new', 'What the server said'))).toBe(
      'What the server said',
    );
    expect(errorMessage(new Error('boom'))).toMatch(/Reload the page/);
  });

  describe('a rule of Beneath the Med not played yet (409 rules/not-implemented)', () => {
    /** The error the server sends: its English message, the rule, and what is missing by code. */
    const notPlayed = (rule: string, missing: object, message = 'RuleNotImplemented: (English)') =>
      new ApiError(409, 'rules/not-implemented', message, { rule, missing });
    const chart = notPlayed('7.3.3', { chart: 'B4' });
    const ships = notPlayed('7.1.3', { chart: 'T2' });
    const round = notPlayed('7.1', { procedure: 'encounter' });
    const section = notPlayed('7.1', { chart: 'A3', section: 'easternMed' });
    afterAll(() => switchLanguage('en'));

    it('names the rule and what is missing by its code, never by the English message', async () => {
      expect(errorMessage(chart)).toBe(
        'This rule of Beneath the Med is not played yet: 7.3.3 (its chart B4 is not built)',
      );
      expect(errorMessage(ships)).toBe(
        'This rule of Beneath the Med is not played yet: 7.1.3 (the ships of target list T2)',
      );
      expect(errorMessage(round)).toBe(
        'This rule of Beneath the Med is not played yet: 7.1 (the encounter with the ships met)',
      );
      expect(errorMessage(section)).toBe(
        'This rule of Beneath the Med is not played yet: 7.1 (section Eastern Mediterranean of its chart A3 is not built)',
      );
    });

    it('says it in Spanish and in Italian', async () => {
      await switchLanguage('es');
      expect(errorMessage(chart)).toBe(
        'Esta regla de Beneath the Med aún no se juega: 7.3.3 (su tabla B4 no está construida)',
      );
      expect(errorMessage(round)).toBe(
        'Esta regla de Beneath the Med aún no se juega: 7.1 (el encuentro con los barcos avistados)',
      );
      await switchLanguage('it');
      expect(errorMessage(ships)).toBe(
        'Questa regola di Beneath the Med non si gioca ancora: 7.1.3 (le navi della lista dei bersagli T2)',
      );
      expect(errorMessage(notPlayed('11.0', { procedure: 'optionalRules' }))).toBe(
        'Questa regola di Beneath the Med non si gioca ancora: 11.0 (le sue regole opzionali)',
      );
    });

    it("keeps The Hunted's rule not implemented as it was", async () => {
      await switchLanguage('en');
      const hunted = new ApiError(409, 'rules/not-implemented', 'RuleNotImplemented: 13.5', { rule: '13.5' });
      expect(errorMessage(hunted)).toBe('This rule is not implemented yet. (rule 13.5)');
    });
  });
});
