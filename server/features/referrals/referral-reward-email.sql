-- The email and SMS a referrer gets for a reward credited to them, queued by the settlement in the
-- approval's transaction (by the channels the referrer chose, users.reward_channels): the email's
-- subject and body and the SMS, in the referrer's language (users.language: 'en' or 'hi'). Both
-- languages group the figures the Indian way with Latin digits (2,000 and 1,23,456; indian_number).
-- English prints the percent with its two decimals and the lock's end in UTC, to the minute; Hindi
-- drops a percent's trailing zeros and gives the lock's end in IST with the month's Hindi name. The
-- SMS fits two parts in either language (70 UCS-2 characters a part in Hindi; referral-reward.test.ts
-- measures it). One SQL expression per part, so that PostgreSQL inlines them into the settlement's
-- INSERT (a function call per message would cost more than the text does): no FROM, no variables,
-- only stable functions of the arguments.
CREATE OR REPLACE FUNCTION referral_reward_email(
  part text, language text, buyer_code text, quantity numeric, token_symbol text, tokens numeric, level smallint, percent numeric, locked_until timestamptz
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN language = 'hi' AND part = 'subject' THEN format('आपको %s %s का रेफ़रल रिवॉर्ड मिला', indian_number(tokens, 0), token_symbol)
    WHEN language = 'hi' AND part = 'sms' THEN format('आपको %s %s का रेफ़रल रिवॉर्ड मिला (मेंबर %s, लेवल %s)। %s %s %s तक लॉक।',
      indian_number(tokens, 0), token_symbol, buyer_code, level,
      to_char(locked_until AT TIME ZONE 'Asia/Kolkata', 'FMDD'),
      (ARRAY['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'])[extract(month FROM locked_until AT TIME ZONE 'Asia/Kolkata')::int],
      to_char(locked_until AT TIME ZONE 'Asia/Kolkata', 'YYYY'))
    WHEN language = 'hi' THEN format('मेंबर %s ने %s %s टोकन खरीदे, और उनके लेवल-%s रेफ़रर के तौर पर आपको %s %s (%s%%) का रिवॉर्ड मिला है। यह रिवॉर्ड %s %s %s IST तक लॉक रहेगा; उसके बाद यह उपलब्ध हो जाएगा।',
      buyer_code,
      CASE WHEN quantity = trunc(quantity) THEN indian_number(quantity, 0) ELSE indian_number(quantity, 2) END,
      token_symbol,
      level,
      indian_number(tokens, 0),
      token_symbol,
      trim_scale(percent),
      to_char(locked_until AT TIME ZONE 'Asia/Kolkata', 'FMDD'),
      (ARRAY['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'])[extract(month FROM locked_until AT TIME ZONE 'Asia/Kolkata')::int],
      to_char(locked_until AT TIME ZONE 'Asia/Kolkata', 'YYYY, HH24:MI'))
    WHEN part = 'subject' THEN format('You earned %s %s in referral rewards', indian_number(tokens, 0), token_symbol)
    WHEN part = 'sms' THEN format('You earned %s %s in referral rewards as the level-%s referrer of member %s. Locked until %s UTC.',
      indian_number(tokens, 0), token_symbol, level, buyer_code,
      to_char(locked_until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'))
    ELSE format('Member %s bought %s %s, and you earned %s %s as their level-%s referrer (%s%%). The reward is locked until %s UTC; after that it is available.',
      buyer_code,
      CASE WHEN quantity = trunc(quantity) THEN indian_number(quantity, 0) ELSE indian_number(quantity, 2) END,
      token_symbol, indian_number(tokens, 0), token_symbol, level, percent,
      to_char(locked_until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'))
  END
$$;
