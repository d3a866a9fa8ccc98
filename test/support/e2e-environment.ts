// Run before every e2e file (jest.config.js). CI sets REDIS_URL for the suites that start servers on Redis
// (test/throttling-redis.e2e-spec.ts reads it as E2E_REDIS_URL). The servers the other suites build in process must
// not keep their rate limits in it: every suite's requests come from one address, so on one Redis they would spend
// each other's budget. They count in memory, as each suite's limits expect.
if (process.env.REDIS_URL !== undefined) {
  process.env.E2E_REDIS_URL = process.env.REDIS_URL;
  delete process.env.REDIS_URL;
}
// Every suite's requests come from one address, its refusals (400, 401, 403…) included: a suite checking dozens of
// refusals would spend the address's refusal budget (THROTTLE_REFUSAL_LIMIT) that a visitor's refusals spend. The
// suites of the limits set their own (test/abuse-limits.e2e-spec.ts). The same for exports and audits a minute, and socket messages.
process.env.THROTTLE_REFUSAL_LIMIT ??= '1000000';
process.env.EXPORT_RATE_LIMIT ??= '1000000';
process.env.SOCKET_EVENT_LIMIT ??= '1000000';
