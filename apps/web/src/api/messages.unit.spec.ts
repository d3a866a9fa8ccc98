import { ApiError } from './http';
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
});
