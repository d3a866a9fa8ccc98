// Imported before AppModule: ConfigModule reads the environment when the module is first loaded. The hostile
// clients are one address sending thousands of requests; the limits have their own tests (hardening.e2e-spec).
process.env.EVENT_STORE = 'memory';
process.env.LOG_LEVEL = 'silent';
process.env.THROTTLE_LIMIT = '100000000';
process.env.THROTTLE_COMMAND_LIMIT = '100000000';
process.env.SOCKET_JOIN_LIMIT = '100000000';
process.env.THROTTLE_REFUSAL_LIMIT = '100000000';
process.env.SOCKET_EVENT_LIMIT = '100000000';

/** Cases per run: a few hundred in CI, FUZZ_CASES=20000 for `npm run fuzz`; FUZZ_SEED replays a run. */
export const FUZZ_CASES = Number(process.env.FUZZ_CASES ?? 300);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 16);
