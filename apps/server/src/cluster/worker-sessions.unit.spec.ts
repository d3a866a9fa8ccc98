import { workerDatabaseUrl } from './worker-sessions';

describe("a worker's DATABASE_URL", () => {
  it("appends the worker's number to the sessions' application_name", () => {
    expect(workerDatabaseUrl('postgres://u:p@db:5432/x?application_name=p0.1&sslmode=disable', 3)).toBe(
      'postgres://u:p@db:5432/x?application_name=p0.1.w3&sslmode=disable',
    );
    expect(workerDatabaseUrl('postgres://db/x?sslmode=disable&application_name=api%20a', 1)).toBe(
      'postgres://db/x?sslmode=disable&application_name=api%20a.w1',
    );
  });

  it('leaves a URL that names no sessions as it is', () => {
    expect(workerDatabaseUrl('postgres://u:p%40ss@db/x?sslmode=disable', 2)).toBe(
      'postgres://u:p%40ss@db/x?sslmode=disable',
    );
  });
});
