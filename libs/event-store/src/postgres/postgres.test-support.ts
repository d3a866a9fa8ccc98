import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * DATABASE_URL, or undefined after registering one skipped test that says why. In CI (CI=true) a missing
 * DATABASE_URL fails the file instead: the postgres suite must never silently not run there.
 */
export function databaseUrlOrSkip(suite = 'postgres contract suite'): string | undefined {
  const url = process.env.DATABASE_URL;
  if (url) return url;
  if (process.env.CI === 'true') {
    throw new Error(
      'DATABASE_URL is not set but CI=true: the postgres suites must run in CI, set DATABASE_URL',
    );
  }
  const reason = `${suite} skipped: DATABASE_URL is not set`;
  console.warn(reason);
  it.skip(reason, () => undefined);
  return undefined;
}

/** A schema no other test file uses, so that parallel files never share positions. */
export const uniqueSchema = (label: string): string =>
  `periscope_test_${label}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** Runs one statement on a throwaway connection (tests only). */
export async function sql(url: string, text: string, values?: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export const dropSchema = (url: string, schema: string) =>
  sql(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
