-- A number as an Indian reader writes it, for messages written in SQL (a decision's news, a referral
-- reward's email and SMS): Indian grouping of the whole part (the last three digits, then groups of
-- two: 1,23,45,678) with Latin digits, in English and Hindi alike, rounded to `places` decimals (0
-- for whole tokens, 2 for rupees). to_char's group separators only repeat every three digits, and
-- spelling out a lakh-and-crore picture caps the digits; a pattern on the number's exact text has
-- neither limit, and no locale of the database can change its comma. One SQL expression, immutable
-- and not STRICT, so that PostgreSQL inlines it into the statement that calls it (no call per row).
-- Its TypeScript twin, for messages written in TypeScript, is server/lib/indian-format.ts.
CREATE OR REPLACE FUNCTION indian_number(value numeric, places integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(split_part(round(value, places)::text, '.', 1), '(\d)(?=(\d\d)*\d{3}$)', '\1,', 'g')
    || CASE WHEN places > 0 THEN '.' || split_part(round(value, places)::text, '.', 2) ELSE '' END
$$;
