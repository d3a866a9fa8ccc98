/**
 * What no log line may show (README "Logs"): the bearer tokens (seats', organisers'), cookies (an account's
 * session), and any field that carries a token, a seed, a salt or a recovery code, wherever a request, a response or an error puts it. Paths in pino's redact
 * syntax; the values are replaced, the keys kept, so that a line still says a token was sent.
 */
const HEADERS = ['authorization', 'cookie', '"proxy-authorization"', '"x-api-key"'];
const SECRET_FIELDS = [
  'token',
  'seatToken',
  'organiserToken',
  'playerSeed',
  'serverSeed',
  'seed',
  'salt',
  'secret',
  'inviteCode',
  'recoveryCode',
  'challenge',
];

export const LOG_REDACTION = {
  paths: [
    ...HEADERS.map((h) => `req.headers.${h}`),
    'res.headers["set-cookie"]',
    ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `req.query.${f}`, `req.body.${f}`]),
  ],
  censor: '[redacted]',
};
