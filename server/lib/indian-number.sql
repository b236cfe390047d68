-- A number as an Indian reader writes it, for messages written in SQL (the referral reward email):
-- Indian grouping of the whole part (the last three digits, then groups of two: 1,23,45,678) with
-- Latin digits, in English and Hindi alike; the fraction stays as the numeric has it (1234567.50 is
-- 12,34,567.50), so a caller chooses its places first (trunc, round, trim_scale). to_char's group
-- separators only repeat every three digits, and spelling out a lakh-and-crore picture caps the
-- digits; a pattern on the number's exact text has neither limit. One SQL expression, immutable and
-- not STRICT, so that PostgreSQL inlines it into the statement that calls it (no call per row).
-- Its TypeScript twin, for messages written in TypeScript, is server/lib/indian-format.ts.
CREATE OR REPLACE FUNCTION indian_number(value numeric) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(split_part(value::text, '.', 1), '(\d)(?=(\d\d)*\d{3}$)', '\1,', 'g')
    || CASE WHEN scale(value) > 0 THEN '.' || split_part(value::text, '.', 2) ELSE '' END
$$;
