-- The email a referrer gets for a reward credited to them, queued by the settlement in the approval's
-- transaction: its subject and its body, in the referrer's language (users.language: 'en' or 'hi').
-- English prints the figures as stored (the quantity and percent with their two decimals, the reward
-- in whole tokens) and the lock's end in UTC, to the minute. Hindi groups the figures the Indian way
-- with Latin digits (2,000 and 1,23,456; a whole quantity without decimals), drops a percent's
-- trailing zeros, and gives the lock's end in IST with the month's Hindi name. One SQL expression per
-- part, so that PostgreSQL inlines them into the settlement's INSERT (a function call per email would
-- cost more than the text does): no FROM, no variables, only stable functions of the arguments.
CREATE OR REPLACE FUNCTION referral_reward_email(
  part text, language text, buyer_code text, quantity numeric, token_symbol text, tokens numeric, level smallint, percent numeric, locked_until timestamptz
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN language = 'hi' AND part = 'subject' THEN format('आपको %s %s का रेफ़रल रिवॉर्ड मिला',
      to_char(tokens, 'FM9,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,999'), token_symbol)
    WHEN language = 'hi' THEN format('मेंबर %s ने %s %s टोकन खरीदे, और उनके लेवल-%s रेफ़रर के तौर पर आपको %s %s (%s%%) का रिवॉर्ड मिला है। यह रिवॉर्ड %s %s %s IST तक लॉक रहेगा; उसके बाद यह उपलब्ध हो जाएगा।',
      buyer_code,
      CASE WHEN quantity = trunc(quantity)
        THEN to_char(quantity, 'FM9,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,999')
        ELSE to_char(quantity, 'FM9,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,990.00') END,
      token_symbol,
      level,
      to_char(tokens, 'FM9,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,99,999'),
      token_symbol,
      trim_scale(percent),
      to_char(locked_until AT TIME ZONE 'Asia/Kolkata', 'FMDD'),
      (ARRAY['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'])[extract(month FROM locked_until AT TIME ZONE 'Asia/Kolkata')::int],
      to_char(locked_until AT TIME ZONE 'Asia/Kolkata', 'YYYY, HH24:MI'))
    WHEN part = 'subject' THEN format('You earned %s %s in referral rewards', tokens, token_symbol)
    ELSE format('Member %s bought %s %s, and you earned %s %s as their level-%s referrer (%s%%). The reward is locked until %s UTC; after that it is available.',
      buyer_code, quantity, token_symbol, tokens, token_symbol, level, percent,
      to_char(locked_until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'))
  END
$$;
