-- The store of rate-limiter-flexible's PostgreSQL limiter (its own shape: key, points, expire in ms).
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,
    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");
