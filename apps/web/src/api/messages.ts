import { ApiError } from './http';

/** A player's words for every error code the API answers (README, docs/live.md); the server's message is kept. */
const MESSAGES: Readonly<Record<string, string>> = {
  'network/unreachable': 'The server cannot be reached. Check your connection; we retry by ourselves.',
  'rate/limited': 'Too many requests at once.',
  'career/not-found': 'There is no career with this id.',
  'career/conflict':
    'Another command changed the career at the same moment. The board is up to date again: try once more.',
  'career/seed-sealed': 'The dice seeds stay sealed until the career is over.',
  'command/not-pending': 'The rules do not offer this choice now.',
  'command/id-reused': 'This command was already sent with other contents.',
  'command/invalid-field': 'One of the choices is not allowed.',
  'command/unknown-type': 'This command does not exist.',
  'rules/not-implemented': 'This rule is not implemented yet.',
  'seat/token-missing': 'This browser does not hold the seat of this career.',
  'seat/token-invalid': 'The seat key held by this browser is not valid for this career.',
  'patrol-view/not-projected-yet': 'The patrol is still being prepared. It appears in a moment.',
  'validation/invalid-input': 'Some of the values are not valid.',
  'tournament/paused': 'The tournament is paused by its organiser: commands wait until it resumes.',
  'event-store/unavailable': 'The game store is unavailable for a moment. We retry by ourselves.',
  'live/not-a-seat': 'Only the player holding the seat can play; you are watching.',
  'http/404': 'Not found.',
  'http/413': 'The request is too large.',
};

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Reload the page to continue.';
  const known = MESSAGES[error.code];
  const wait = error.retryAfterSeconds ? ` Wait ${error.retryAfterSeconds} s before trying again.` : '';
  const rule = error.rule ? ` (rule ${error.rule})` : '';
  if (error.code === 'rate/limited') return `${known}${wait || ' Wait a moment before trying again.'}`;
  if (!known) return `${error.message}${rule}`;
  return error.message && error.status === 422 ? `${error.message}${rule}` : `${known}${rule}`;
}
