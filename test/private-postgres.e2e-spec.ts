import pg from 'pg';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';

const selectOne = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0].one;
  } finally {
    await client.end();
  }
};

// The private cluster that the outage tests stop and start: it answers, stops and comes back.
const binaries = postgresBinDir();
if (!binaries) console.warn('private-postgres self-test skipped: no PostgreSQL under /usr/lib/postgresql');
(binaries ? describe : describe.skip)('a private PostgreSQL cluster', () => {
  let cluster: PrivatePostgres;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
  }, 60_000);
  afterAll(() => cluster?.destroy());

  it('answers on its own port, refuses while stopped and answers again after a start', async () => {
    expect(cluster.port).not.toBe(5432);
    expect(await selectOne(cluster.url)).toBe(1);
    await cluster.stop();
    expect(cluster.running()).toBe(false);
    await expect(selectOne(cluster.url)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await cluster.start();
    expect(await selectOne(cluster.url)).toBe(1);
  }, 60_000);
});
