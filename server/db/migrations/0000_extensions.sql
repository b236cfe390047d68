-- Hand-written: drizzle-kit does not manage extensions. pg_trgm backs the trigram indexes used by
-- the admin user search; it is a trusted extension on PostgreSQL 13+ and bundled with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
