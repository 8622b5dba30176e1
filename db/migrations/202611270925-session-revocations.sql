-- Sessions ended before their cookie's time (sign-out, or the provider no longer knowing the visitor): a cookie
-- whose session id is here is anonymous in every process, until the cookie could not be valid any more anyway.
CREATE TABLE revoked_sessions (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_sessions_expires_at ON revoked_sessions (expires_at);
