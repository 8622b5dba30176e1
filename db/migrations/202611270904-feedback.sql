-- The answers to "Is this page useful?" (server/feedback-store.ts): one row an answer, appended by every portal
-- process, read by `npm run feedback:export`. Append-only: a statement that would change or delete answers fails,
-- whoever runs it; the table's owner empties it after an export with TRUNCATE (docs/operations.md "Production").
-- request_key: the Idempotency-Key nginx gives the request, the same when nginx sends it again to another process
-- (one that died with it in flight), so an answer is kept once however often it arrives.
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL,
  path text NOT NULL,
  useful boolean NOT NULL,
  doing text,
  wrong text,
  request_key text UNIQUE
);

CREATE FUNCTION feedback_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'portal.feedback is append-only: answers are never changed or deleted';
END
$$;

CREATE TRIGGER feedback_append_only BEFORE UPDATE OR DELETE ON feedback
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_append_only();
