/**
 * Fills the demo company with a realistic population, set-based (INSERT ... SELECT over
 * generate_series), never one insert per row. Members copy the seeded member's argon2 hash, so each
 * can sign in with the demo member's password. Company running totals and member balances are kept
 * consistent with the APPROVED rows added, exactly as approval would have left them.
 */

export const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'

/**
 * The live-counter triggers (migrations 0004 and 0008) and the numbering one (0018) update one counter row per inserted row, and the
 * member-text one (0019) looks up and locks the row's member: right for the
 * product's one-row writes, quadratic for 250,000 rows in one transaction (each update walks the row's
 * versions made earlier in it). Bulk loads switch them off inside their transaction and add their
 * counts (and the members' texts) set-based, as the migrations' backfills do.
 */
/** The purchases' row triggers a bulk load switches off; the live-event one too: a load is no news to any open screen. */
const PURCHASE_LOAD_TRIGGERS = ['purchases_track_counts', 'purchases_track_member_counts', 'purchases_number', 'purchases_member_text', 'purchases_live_event']

/**
 * Only the triggers the database has: `ab.mjs` loads a database an older checkout made, which may
 * predate one (the live-event trigger came later).
 */
async function withoutCounterTriggers(c, table, triggers, work) {
  const { rows } = await c.query('SELECT tgname FROM pg_trigger WHERE tgrelid = $1::regclass AND tgname = ANY($2)', [table, triggers])
  const present = rows.map((row) => row.tgname)
  for (const trigger of present) await c.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`)
  await work()
  for (const trigger of present) await c.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`)
}

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Priya',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Kavya',
  'Meera',
  'Riya',
  'Neha',
  'Pooja',
]
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Patel',
  'Reddy',
  'Iyer',
  'Nair',
  'Das',
  'Joshi',
  'Mehta',
  'Rao',
  'Khan',
  'Bose',
  'Chopra',
  'Malhotra',
  'Kapoor',
  'Agarwal',
  'Mishra',
]
const arr = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`

/** Member n (1-based) has status ACTIVE unless one of these holds; token holders are picked among ACTIVE ones. */
export const isActiveMember = (n) => n % 50 !== 0 && n % 97 !== 0
export const memberEmail = (n) => `bench${n}@str.example`

/**
 * Mobile numbers and UTRs look like real ones: digits spread by a multiplication modulo a power of
 * ten (3^18 is prime to 10, so each stays unique), not a counter padded with zeros. A run of
 * zeros in every row would put a few trigrams ('000', '600') in all of them, and every digit search
 * would read those trigrams' whole lists in the search indexes: a cost real numbers do not have.
 * The SQL below and these two give the same values.
 */
const SPREAD = 387420489n
export const memberMobile = (n) => `${6 + (n % 4)}${String((BigInt(n) * SPREAD) % 10n ** 9n).padStart(9, '0')}`
export const paymentUtr = (g) => String((BigInt(g) * SPREAD) % 10n ** 12n).padStart(12, '0')
const mobileSql = (n) => `(6 + ${n} % 4)::text || lpad(((${n})::bigint * ${SPREAD} % 1000000000)::text, 9, '0')`
const utrSql = (g) => `lpad(((${g})::bigint * ${SPREAD} % 1000000000000)::text, 12, '0')`

export async function generateMembers(pool, count) {
  const t0 = Date.now()
  const c = await pool.connect()
  try {
    const {
      rows: [seed],
    } = await c.query(`SELECT password_hash FROM users WHERE email = 'member@str.example' AND company_id = $1`, [COMPANY_ID])
    await c.query('BEGIN')
    await withoutCounterTriggers(c, 'users', ['users_track_counts'], async () => {
      await c.query(
        `INSERT INTO users (company_id, role, name, email, mobile, password_hash, referral_code, date_of_birth, pincode, gender,
           is_approved, status, created_at, updated_at)
         SELECT $1, 'USER',
           (${arr(FIRST)})[1 + n % 20] || ' ' || (${arr(LAST)})[1 + (n / 20) % 20],
           'bench' || n || '@str.example',
           ${mobileSql('n')},
           $2,
           'STRB' || n,
           date '1970-01-01' + (n % 12000),
           lpad((110001 + n % 800)::text, 6, '0'),
           (ARRAY['male','female','other']::gender[])[1 + n % 3],
           n % 4 <> 0,
           (CASE WHEN n % 97 = 0 THEN 'BLOCKED' WHEN n % 50 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END)::user_status,
           now() - make_interval(mins => $3 - n),
           now() - make_interval(mins => $3 - n)
         FROM generate_series(1, $3) AS n`,
        [COMPANY_ID, seed.password_hash, count],
      )
      await c.query(
        `INSERT INTO user_counts AS uc (company_id, role, status, is_approved, shard, n)
        SELECT company_id, role, status, is_approved, 0, count(*) FROM users
        WHERE company_id = $1 AND referral_code LIKE 'STRB%' GROUP BY 1, 2, 3, 4
        ON CONFLICT (company_id, role, status, is_approved, shard) DO UPDATE SET n = uc.n + excluded.n`,
        [COMPANY_ID],
      )
    })
    await c.query(`CREATE TABLE bench_members AS
      SELECT substr(referral_code, 5)::int AS n, id FROM users WHERE referral_code LIKE 'STRB%'`)
    await c.query('ALTER TABLE bench_members ADD PRIMARY KEY (n)')
    // A third of the members were referred by an earlier one.
    await c.query(`UPDATE users u SET referred_by_id = r.id
      FROM bench_members m JOIN bench_members r ON r.n = m.n / 7
      WHERE u.id = m.id AND m.n % 3 = 0 AND m.n >= 7`)
    await c.query('COMMIT')
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {})
    throw err
  } finally {
    c.release()
  }
  await pool.query('ANALYZE users')
  await pool.query('VACUUM ANALYZE user_counts')
  return Date.now() - t0
}

/**
 * The referral rewards the approvals among this batch (bench_new) paid, as the settlement trigger
 * (migration 0015) would have: level 1 to the buyer's referrer, level 2 to that referrer's own, at
 * the company's percents, paid to an active referrer and recorded as SKIPPED otherwise, locked for
 * the company's lock period from the approval. Referrers' balances and the company's totals follow.
 * (The pool is never short here: the generated ledger sells a fraction of the private supply.)
 */
async function addRewards(c, members) {
  await c.query(
    `CREATE TEMP TABLE bench_rewards ON COMMIT DROP AS
    WITH approved AS (
      SELECT p.id, p.user_id, p.total_quantity, p.decided_at, buyer.referred_by_id AS level1
      FROM bench_new b JOIN bench_members m ON m.n = 1 + (b.g - 1) % $2::int
        JOIN purchases p ON p.user_id = m.id AND p.purchase_ref = 'PUR-' || lpad(((b.g - 1) / $2::int)::text, 6, '0')
        JOIN users buyer ON buyer.id = m.id
      WHERE b.status = 'APPROVED' AND buyer.referred_by_id IS NOT NULL)
    SELECT a.id AS purchase_id, l.level, r.id AS referrer_id, l.pct, a.total_quantity AS q, floor(a.total_quantity * l.pct / 100) AS intended,
      r.status = 'ACTIVE' AS paid, r.status AS referrer_status, a.decided_at, co.referral_lock_days AS lock_days, a.user_id AS buyer_id
    FROM approved a JOIN companies co ON co.id = $1
      JOIN users r1 ON r1.id = a.level1
      CROSS JOIN LATERAL (VALUES (1::smallint, a.level1, co.referral_level1_percent), (2::smallint, r1.referred_by_id, co.referral_level2_percent)) AS l(level, referrer, pct)
      JOIN users r ON r.id = l.referrer
    WHERE co.referral_enabled AND floor(a.total_quantity * l.pct / 100) > 0`,
    [COMPANY_ID, members],
  )
  await c.query(
    `INSERT INTO referral_rewards (company_id, purchase_id, level, referrer_id, percent, purchase_quantity, intended_tokens, tokens, status, reason, locked_until, created_at)
    SELECT $1, purchase_id, level, referrer_id, pct, q, intended, CASE WHEN paid THEN intended ELSE 0 END,
      (CASE WHEN paid THEN 'PAID' ELSE 'SKIPPED' END)::reward_status,
      CASE referrer_status WHEN 'BLOCKED' THEN 'The referrer''s account is blocked.' WHEN 'INACTIVE' THEN 'The referrer''s account is inactive.' END,
      CASE WHEN paid THEN decided_at + make_interval(days => lock_days) END, decided_at
    FROM bench_rewards`,
    [COMPANY_ID],
  )
  await c.query(
    `INSERT INTO holdings AS h (user_id, company_id, stock_balance, reward_tokens, reward_locked_until, last_allocated_at)
    SELECT referrer_id, $1, sum(intended), sum(intended), max(decided_at + make_interval(days => lock_days)), max(decided_at)
    FROM bench_rewards WHERE paid GROUP BY referrer_id
    ON CONFLICT (user_id) DO UPDATE SET stock_balance = h.stock_balance + EXCLUDED.stock_balance, reward_tokens = h.reward_tokens + EXCLUDED.reward_tokens,
      reward_locked_until = greatest(h.reward_locked_until, EXCLUDED.reward_locked_until), last_allocated_at = greatest(h.last_allocated_at, EXCLUDED.last_allocated_at)`,
    [COMPANY_ID],
  )
  // Every buyer has a holdings row by now (their purchases were allocated first).
  await c.query(`UPDATE holdings h SET referrer_reward_tokens = h.referrer_reward_tokens + s.tokens
    FROM (SELECT buyer_id, sum(intended) AS tokens FROM bench_rewards WHERE paid AND level = 1 GROUP BY buyer_id) s
    WHERE h.user_id = s.buyer_id`)
  await c.query(
    `UPDATE companies SET
      remaining_private_supply = remaining_private_supply - s.paid, reward_tokens = reward_tokens + s.paid, rewards_skipped = rewards_skipped + s.skipped
    FROM (SELECT coalesce(sum(intended) FILTER (WHERE paid), 0) AS paid, count(*) FILTER (WHERE NOT paid) AS skipped FROM bench_rewards) s
    WHERE id = $1`,
    [COMPANY_ID],
  )
}

/** When purchase g (an SQL expression) was made: g seconds x 4 after a start ~230 days ago, so later g is newer. */
const createdAtOf = (g) => `now() - make_interval(secs => (4 * (5000000 - ${g}))::double precision)`

/**
 * Purchases number `from`..`to` (1-based, continuing across calls). Purchase g belongs to member
 * 1 + (g-1) % M and its order id is PUR- and (g-1) / M, so (member, order id) stays unique.
 * Methods ~40% UPI, 30% BANK, 20% MANUAL, 10% CRYPTO; statuses ~60% APPROVED, 25% PENDING,
 * 15% REJECTED; amounts 10..200 INR (1..20 tokens at ₹10), created over the last ~50 days.
 */
export async function generatePurchases(pool, from, to, members, batch = 250_000) {
  const t0 = Date.now()
  const {
    rows: [admin],
  } = await pool.query(`SELECT id FROM users WHERE email = 'admin@str.example' AND company_id = $1`, [COMPANY_ID])
  for (let start = from; start <= to; start += batch) {
    const end = Math.min(to, start + batch - 1)
    const c = await pool.connect()
    try {
      await c.query('BEGIN')
      await c.query(
        `CREATE TEMP TABLE bench_new ON COMMIT DROP AS
        SELECT g,
          (CASE WHEN g % 10 < 4 THEN 'UPI' WHEN g % 10 < 7 THEN 'BANK' WHEN g % 10 < 9 THEN 'MANUAL' ELSE 'CRYPTO' END)::payment_method AS method,
          (CASE WHEN (g / 10) % 20 < 12 THEN 'APPROVED' WHEN (g / 10) % 20 < 17 THEN 'PENDING' ELSE 'REJECTED' END)::purchase_status AS status,
          (10 * (1 + (g * 7) % 20))::numeric(18,2) AS amount
        FROM generate_series($1::int, $2::int) AS g`,
        [start, end],
      )
      await withoutCounterTriggers(c, 'purchases', PURCHASE_LOAD_TRIGGERS, async () => {
        // Numbers in the ledger's order, as the trigger gives them (migration 0018): the batch is older
        // than every purchase recorded since the last batch (the product's own, stamped now), so those
        // move up by the batch's size (through negatives: the numbers are unique at every step) and the
        // batch takes the numbers after the older ones.
        const since = createdAtOf('$2::int')
        const {
          rows: [{ older }],
        } = await c.query(`SELECT count(*)::int AS older FROM purchases WHERE company_id = $1 AND created_at < ${since}`, [COMPANY_ID, start])
        await c.query(`UPDATE purchases SET ordinal = -ordinal WHERE company_id = $1 AND created_at >= ${since}`, [COMPANY_ID, start])
        await c.query(`UPDATE purchases SET ordinal = $2 - ordinal WHERE company_id = $1 AND ordinal < 0`, [COMPANY_ID, end - start + 1])
        await c.query(
          `INSERT INTO purchases (company_id, user_id, purchase_ref, payment_method, amount, price, total_quantity, fee_percent,
             fee_amount, final_amount, status, reference_number, bank_name, request_hash, decided_by_id, decided_at, created_at, ordinal,
             member_search_text)
           SELECT $1, m.id, 'PUR-' || lpad(((b.g - 1) / $2::int)::text, 6, '0'), b.method, b.amount, 10.00, floor(b.amount / 10), 2.00,
             round(b.amount * 2 / 100, 2), b.amount + round(b.amount * 2 / 100, 2), b.status,
             CASE WHEN b.method IN ('UPI','BANK') THEN ${utrSql('b.g')} END,
             CASE WHEN b.method = 'BANK' THEN 'State Bank of India' END,
             md5(b.g::text),
             CASE WHEN b.status <> 'PENDING' THEN $3::uuid END,
             CASE WHEN b.status <> 'PENDING' THEN now() - make_interval(secs => b.g * 4) + interval '1 hour' END,
             ${createdAtOf('b.g')},
             $4::int + b.g - $5::int + 1,
             u.search_text
           FROM bench_new b JOIN bench_members m ON m.n = 1 + (b.g - 1) % $2::int JOIN users u ON u.id = m.id`,
          [COMPANY_ID, members, admin.id, older, start],
        )
        // The number rows of the batch and of every purchase it moved up (migration 0018).
        await c.query(`DELETE FROM purchase_numbers WHERE company_id = $1 AND ordinal > $2`, [COMPANY_ID, older])
        await c.query(
          `INSERT INTO purchase_numbers (company_id, ordinal, purchase_id)
          SELECT company_id, ordinal, id FROM purchases WHERE company_id = $1 AND ordinal > $2`,
          [COMPANY_ID, older],
        )
        // The last number, found through the numbers' own key (purchases.ordinal has no index).
        await c.query(
          `INSERT INTO purchase_ordinals AS o (company_id, last, newest_at, newest_id)
          SELECT n.company_id, n.ordinal, p.created_at, p.id FROM purchase_numbers n JOIN purchases p ON p.id = n.purchase_id
          WHERE n.company_id = $1 ORDER BY n.ordinal DESC LIMIT 1
          ON CONFLICT (company_id) DO UPDATE SET last = excluded.last, newest_at = excluded.newest_at, newest_id = excluded.newest_id`,
          [COMPANY_ID],
        )
        await c.query(
          `INSERT INTO purchase_counts AS pc (company_id, status, shard, n)
          SELECT $1, status, 0, count(*) FROM bench_new GROUP BY status
          ON CONFLICT (company_id, status, shard) DO UPDATE SET n = pc.n + excluded.n`,
          [COMPANY_ID],
        )
        await c.query(
          `INSERT INTO member_purchase_counts AS mc (user_id, n)
          SELECT m.id, count(*) FROM bench_new b JOIN bench_members m ON m.n = 1 + (b.g - 1) % $1::int GROUP BY m.id
          ON CONFLICT (user_id) DO UPDATE SET n = mc.n + excluded.n`,
          [members],
        )
      })
      // Running totals, exactly what approval adds.
      await c.query(
        `UPDATE companies SET
           tokens_sold = tokens_sold + s.qty,
           remaining_private_supply = remaining_private_supply - s.qty,
           collected_bank = collected_bank + s.bank, collected_upi = collected_upi + s.upi,
           collected_manual = collected_manual + s.manual, collected_crypto = collected_crypto + s.crypto
         FROM (SELECT coalesce(sum(floor(amount / 10)), 0) AS qty,
                 coalesce(sum(amount + round(amount * 2 / 100, 2)) FILTER (WHERE method = 'BANK'), 0) AS bank,
                 coalesce(sum(amount + round(amount * 2 / 100, 2)) FILTER (WHERE method = 'UPI'), 0) AS upi,
                 coalesce(sum(amount + round(amount * 2 / 100, 2)) FILTER (WHERE method = 'MANUAL'), 0) AS manual,
                 coalesce(sum(amount + round(amount * 2 / 100, 2)) FILTER (WHERE method = 'CRYPTO'), 0) AS crypto
               FROM bench_new WHERE status = 'APPROVED') s
         WHERE id = $1`,
        [COMPANY_ID],
      )
      await c.query(
        `INSERT INTO holdings AS h (user_id, company_id, stock_balance, tokens_bought, last_allocated_at)
         SELECT m.id, $2, sum(floor(b.amount / 10)), sum(floor(b.amount / 10)), max(now() - make_interval(secs => b.g * 4) + interval '1 hour')
         FROM bench_new b JOIN bench_members m ON m.n = 1 + (b.g - 1) % $1
         WHERE b.status = 'APPROVED' GROUP BY m.id
         ON CONFLICT (user_id) DO UPDATE SET stock_balance = h.stock_balance + EXCLUDED.stock_balance, tokens_bought = h.tokens_bought + EXCLUDED.tokens_bought,
           last_allocated_at = greatest(h.last_allocated_at, EXCLUDED.last_allocated_at)`,
        [members, COMPANY_ID],
      )
      await addRewards(c, members)
      await c.query('COMMIT')
    } catch (err) {
      await c.query('ROLLBACK').catch(() => {})
      throw err
    } finally {
      c.release()
    }
  }
  // The holders the leaderboard counts, as the settlement trigger keeps them.
  await pool.query(`UPDATE companies SET stake_holders = (SELECT count(*) FROM holdings WHERE company_id = $1 AND stock_balance > 0) WHERE id = $1`, [COMPANY_ID])
  // What autovacuum would have done on a live database by the time the ledger is this size.
  await pool.query('VACUUM ANALYZE referral_rewards')
  await pool.query('VACUUM ANALYZE purchases')
  await pool.query('VACUUM ANALYZE users')
  await pool.query('VACUUM ANALYZE holdings')
  await pool.query('VACUUM ANALYZE purchase_counts')
  await pool.query('VACUUM ANALYZE purchase_ordinals')
  await pool.query('VACUUM ANALYZE purchase_numbers')
  await pool.query('VACUUM ANALYZE member_purchase_counts')
  // Write the load's dirty pages out now: otherwise the checkpoint that a million inserts call for
  // runs during the first scenarios measured after it, and they pay for the load, not their own work.
  await pool.query('CHECKPOINT')
  return Date.now() - t0
}
