-- The hand-written fixed-window store is replaced by rate-limiter-flexible (table rate_limits).
DROP TABLE IF EXISTS "rate_limit_buckets";
