-- Each status a winner's claim took, with when and by whom (the audit pack's claim trail,
-- docs/rules/back-office.md, The audit pack). Written by the trigger prize_claim_steps on prize_claims;
-- the claims kept so far start with their notice and, when it moved on, their current status.
CREATE TABLE prize_claim_steps (
  id bigserial PRIMARY KEY,
  winner_id bigint NOT NULL,
  game_id bigint NOT NULL,
  status text NOT NULL,
  at timestamptz NOT NULL,
  by text NOT NULL
);

CREATE INDEX prize_claim_steps_game_idx ON prize_claim_steps (game_id, winner_id, id);

INSERT INTO prize_claim_steps (winner_id, game_id, status, at, by)
SELECT winner_id, game_id, 'notified', notified_at, 'notice' FROM prize_claims ORDER BY winner_id;

INSERT INTO prize_claim_steps (winner_id, game_id, status, at, by)
SELECT winner_id, game_id, status, changed_at, changed_by FROM prize_claims
WHERE status <> 'notified' ORDER BY winner_id;
