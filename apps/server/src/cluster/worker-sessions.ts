/**
 * The DATABASE_URL the `n`th worker forked is given: when the URL names its sessions (`application_name`), each
 * worker's are named apart, `<name>.w<n>`, so that `pg_stat_activity`, `pg_locks` and a lease's holder tell the
 * workers of one primary apart (docs/failover.md "On WORKERS"). Nothing else in the URL is touched.
 */
export const workerDatabaseUrl = (url: string, n: number): string =>
  url.replace(/([?&]application_name=[^&#]*)/, `$1.w${n}`);
