-- The live draw also shows an administrator's pick (docs/rules/fairness.md, The live draw): the feed of
-- recent draws (adapters/postgres/fairness/postgres-game-log.ts recentDraws) reads 'pick' entries too,
-- so its partial index covers them.
DROP INDEX game_log_draws_at_idx;
CREATE INDEX game_log_draws_at_idx ON game_log (at) WHERE type IN ('draw', 'setaside', 'pick');
