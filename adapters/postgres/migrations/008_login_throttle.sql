-- Sign-in throttling by counters (domain/accounts/login-throttle-policy.ts) instead of one row per attempt:
-- one fixed window per (scope, account, address) pair, and per (scope, address) for the address's
-- ceiling over every account (account ''). An upsert counts an attempt atomically before any
-- password is checked.
CREATE TABLE login_throttle (
  scope text NOT NULL,
  account text NOT NULL,
  address text NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL CHECK (attempts >= 0),
  PRIMARY KEY (scope, account, address)
);

CREATE INDEX login_throttle_window_start_idx ON login_throttle (window_start);

-- Carry over the old table's failures: an IP was filed only for a failed attempt, under the same
-- attempt id as its e-mail. A window starting at the oldest attempt is at most as long as before.
INSERT INTO login_throttle (scope, account, address, window_start, attempts)
SELECT 'player', substr(e.key, 7), substr(i.key, 4), min(e.attempted_at), count(*)
FROM login_attempts e
JOIN login_attempts i ON i.attempt_id = e.attempt_id AND i.key LIKE 'ip:%'
WHERE e.key LIKE 'email:%'
GROUP BY substr(e.key, 7), substr(i.key, 4);

INSERT INTO login_throttle (scope, account, address, window_start, attempts)
SELECT 'player', '', substr(key, 4), min(attempted_at), count(*)
FROM login_attempts
WHERE key LIKE 'ip:%'
GROUP BY substr(key, 4);

DROP TABLE login_attempts;
