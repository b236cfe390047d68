-- A number as an Indian reader groups it, with Latin digits: 2,000, 1,23,456 and 1,23,45,678.90
-- (`places` decimals, 0 for whole tokens). The email and SMS written in SQL (a decision's news, a
-- referral reward's) print their figures with it in English and in Hindi alike. One SQL expression,
-- so that PostgreSQL inlines it into the statement that calls it. The comma is to_char's literal
-- group separator, not the locale's, so the database's locale cannot change it.
CREATE OR REPLACE FUNCTION indian_number(n numeric, places integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(n, 'FM9,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,990' || CASE WHEN places > 0 THEN '.' || repeat('0', places) ELSE '' END)
$$;
