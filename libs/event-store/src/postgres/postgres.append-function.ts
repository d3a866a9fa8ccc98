/** SQLSTATE raised by `append_events` when the stream is not at the expected revision; DETAIL is the actual one. */
export const WRONG_EXPECTED_VERSION = 'PS409';

/**
 * `append_events(stream, expected, ids, types, data, metadata)`: one whole append in one round trip, called in
 * autocommit. It returns one row `(out_id NULL, stream, last revision, last position)` when it wrote, or the
 * stored `(out_id, out_stream, out_revision, out_position)` of every id already present when it wrote nothing.
 *
 * Why positions are gap-free in commit order, by construction: the first statement takes the row lock on the
 * one-row counter (`UPDATE positions SET last = last + n`) and holds it until the transaction commits or rolls
 * back. Every other append queues on that lock, and PostgreSQL makes a transaction visible before it releases
 * its locks, so position N + 1 is only assigned once the transaction holding N is committed and readable (or has
 * rolled back, taking its increment with it). A reader therefore never sees N + 1 before N, and a subscriber
 * reading "after my cursor" can never skip an event that a slower transaction commits late (Marten's bug, where
 * sequence numbers are handed out before commit). The price is that appends to the whole store are serialised;
 * batches amortise it.
 *
 * Each statement of a VOLATILE plpgsql function takes a fresh snapshot in READ COMMITTED, so the idempotency and
 * revision checks below, made under the lock, see every append committed before ours.
 *
 * `notifyEach`: the first schema version sent a NOTIFY inside every append; PostgreSQL takes one global lock to
 * commit a notifying transaction, which capped appends (docs/scaling.md). Since version 2 the function does not
 * notify, and the appending process announces its commits afterwards, coalesced (postgres.notifier.ts).
 */
export const appendFunctionSql = (s: string, channel: string, notifyEach = true): string => `
CREATE OR REPLACE FUNCTION "${s}".append_events(
  p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data text[], p_metadata text[]
) RETURNS TABLE (out_id uuid, out_stream text, out_revision int, out_position bigint)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  n int := cardinality(p_ids);
  last_position bigint;
  current_revision int;
  first_revision int;
  mismatch boolean;
BEGIN
  UPDATE "${s}".positions SET last = last + n RETURNING last INTO last_position;

  -- A retry: hand back what is stored and let the caller apply the idempotency rule. Nothing is written.
  RETURN QUERY SELECT e.event_id, e.stream, e.revision, e.position
    FROM "${s}".events e WHERE e.event_id = ANY (p_ids);
  IF FOUND THEN
    UPDATE "${s}".positions SET last = last - n;
    RETURN;
  END IF;

  SELECT st.revision INTO current_revision FROM "${s}".streams st WHERE st.stream = p_stream;
  mismatch := CASE p_expected
    WHEN 'any' THEN false
    WHEN 'no_stream' THEN current_revision IS NOT NULL
    WHEN 'stream_exists' THEN current_revision IS NULL
    ELSE current_revision IS DISTINCT FROM p_expected::bigint
  END;
  IF mismatch THEN
    RAISE EXCEPTION USING ERRCODE = '${WRONG_EXPECTED_VERSION}', MESSAGE = 'wrong expected version',
      DETAIL = coalesce(current_revision::text, 'no_stream');
  END IF;

  first_revision := coalesce(current_revision + 1, 0);
  INSERT INTO "${s}".events (position, event_id, stream, revision, type, data, metadata)
    SELECT last_position - n + u.i, u.id, p_stream, first_revision + u.i - 1, u.type, u.data::json, u.metadata::json
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS u(id, type, data, metadata, i);
  INSERT INTO "${s}".streams AS st (stream, revision) VALUES (p_stream, first_revision + n - 1)
    ON CONFLICT (stream) DO UPDATE SET revision = excluded.revision;
${notifyEach ? `  PERFORM pg_notify('${channel}', last_position::text);\n` : ''}  RETURN QUERY SELECT NULL::uuid, p_stream, first_revision + n - 1, last_position;
END
$fn$;`;
