-- The analytics' daily series reads claims and accounts by time range (payments already have
-- payments_created_idx): one range scan per day and table instead of a full scan.
CREATE INDEX claims_created_idx ON claims (created_at);
CREATE INDEX users_created_idx ON users (created_at);
