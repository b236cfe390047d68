/**
 * The database ceiling of each endpoint: the same statements its handler runs (auth's session
 * lookup included, batched per event-loop turn as the server's DataLoader does), in the same order and with the same parallelism, sent straight through a pg
 * Pool. Copied from the drizzle queries in server/lib/sessions.ts and the features' repositories.
 * Every statement is sent named (prepared once per connection): a ceiling is the best the database
 * can do, and the server's hot statements are prepared too (server/db/prepared.ts).
 */

import { createHash } from 'node:crypto'

/** A column list with each column named by its table, for statements that join tables sharing column names. */
const qualified = (table, columns) =>
  columns
    .split(/,\s*/)
    .map((c) => `"${table}".${c}`)
    .join(', ')

const SESSION_COLS = `"sessions"."id" as "sid", "sessions"."role", "sessions"."user_id", "sessions"."superadmin_id", "sessions"."company_id",
  "users"."role", "users"."status", "users"."deleted_at", "users"."company_id"`
const SESSION_FROM = `from "sessions" left join "users" on "users"."id" = "sessions"."user_id"`
const LIVE_SESSION = `("sessions"."id" = any(array(select unnest($1::uuid[]))) and "sessions"."revoked_at" is null and "sessions"."expires_at" > now())`
const AUTH = `select ${SESSION_COLS} ${SESSION_FROM} where ${LIVE_SESSION}`

const PURCHASE_COLS = `"id", "company_id", "user_id", "purchase_ref", "payment_method", "amount", "price", "total_quantity",
  "fee_percent", "fee_amount", "final_amount", "status", "reference_number", "receipt_id", "bank_name", "request_hash",
  "decided_by_id", "decided_at", "rejection_reason", "created_at", "ordinal"`

const USER_COLS = `"id", "company_id", "role", "name", "email", "mobile", "password_hash", "referral_code", "referred_by_id",
  "date_of_birth", "pincode", "gender", "kyc_enc", "kyc_last4", "profile_image_id", "is_approved", "status",
  "deleted_at", "created_at", "updated_at", "search_text"`

/** price/get: the sale of the member's company (findCompanySale). */
const PRICE = `select "companies"."price", "companies"."platform_charge_percent",
  floor("companies"."remaining_private_supply")::text, "companies"."token_symbol" from "companies" where "companies"."id" = $1`

/** A ledger page's row as listedJson writes it (server/features/purchases/ledger-rows.ts): one JSON array of the listed columns as text. */
const LISTED_COLS = [
  ...[
    'id',
    'purchase_ref',
    'payment_method',
    'amount',
    'price',
    'total_quantity',
    'fee_amount',
    'final_amount',
    'status',
    'reference_number',
    'bank_name',
    'receipt_id',
    'decided_by_id',
    'decided_at',
    'rejection_reason',
    'created_at',
  ].map((c) => `"purchases"."${c}"`),
  ...['id', 'referral_code', 'name', 'mobile'].map((c) => `"users"."${c}"`),
  '(select d.name from "users" d where d.id = "purchases"."decided_by_id")',
  ...['id', 'name', 'token_symbol'].map((c) => `"companies"."${c}"`),
  '"users"."referred_by_id"',
]
const LEDGER_SELECT = `select to_json(array[${LISTED_COLS.map((c) => `${c}::text`).join(', ')}])`
const LEDGER_FROM = `from "purchases" inner join "users" on "users"."id" = "purchases"."user_id"
  inner join "companies" on "companies"."id" = "purchases"."company_id"`

/**
 * The member history without a filter: the member's counter for the total and the page as one JSON
 * array of records, each an array of text, in one statement (historyPage in server/features/purchases/repository.ts).
 */
const HISTORY = `select "total", "records" from (select coalesce(sum("n"), 0)::int as "total" from "member_purchase_counts"
    where "member_purchase_counts"."user_id" = $1) "total"
  left join lateral (select json_agg(array["rows"."id"::text, "rows"."purchase_ref"::text, "rows"."created_at"::text,
      "rows"."payment_method"::text, "rows"."reference_number"::text, "rows"."amount"::text, "rows"."price"::text,
      "rows"."total_quantity"::text, "rows"."fee_percent"::text, "rows"."fee_amount"::text, "rows"."final_amount"::text,
      "rows"."status"::text, "rows"."receipt_id"::text, "rows"."rejection_reason"::text] order by "created_at" desc, "id" desc) as "records"
    from (select "id", "purchase_ref", "created_at", "payment_method", "reference_number", "amount", "price", "total_quantity", "fee_percent",
      "fee_amount", "final_amount", "status", "receipt_id", "rejection_reason" from "purchases" where "purchases"."user_id" = $1
      order by "purchases"."created_at" desc, "purchases"."id" desc limit $2 offset $3) "rows") "page" on true`

const q = (pool, text, values) => pool.query({ name: `b${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values })

/**
 * The server's session DataLoader (checkSession in server/lib/sessions.ts): the callers of one turn
 * of the event loop go as one statement, their sessions as one list, and each takes its own row.
 */
const waiting = new Map()
function perSession(pool, text, values, sid) {
  return new Promise((resolve, reject) => {
    const key = `${text}\0${JSON.stringify(values)}`
    let batch = waiting.get(key)
    if (!batch) {
      const open = (batch = [])
      waiting.set(key, open)
      setImmediate(() => {
        waiting.delete(key)
        q(pool, text, [...values, [...new Set(open.map((w) => w.sid))]]).then(
          (res) => open.forEach((w) => w.resolve(res.rows.filter((row) => row.sid === w.sid))),
          (error) => open.forEach((w) => w.reject(error)),
        )
      })
    }
    batch.push({ sid, resolve, reject })
  })
}
const auth = (pool, s) => perSession(pool, AUTH, [], s.sid)

const like = (term) => `%${term}%`
/** The admin searches' texts (server/db/schema.ts, userSearchText and purchaseSearchText), as their indexes hold them. */
const USER_SEARCH = `"users"."search_text"`

/** The handler's memory of searches found past the cap (server/lib/paging.ts, knownCapped), for 30 s. */
const cappedUntil = new Map()
const knownCapped = (key) => (cappedUntil.get(key) ?? 0) > Date.now()
const rememberCapped = (key) => cappedUntil.set(key, Date.now() + 30_000)
const PURCHASE_SEARCH = `lower("purchases"."purchase_ref" || chr(31) || coalesce("purchases"."reference_number", ''))`

export const sqlOf = {
  // The member's three hot reads: the batched session check, then the read itself.
  price: async (pool, s) => {
    await auth(pool, s)
    await q(pool, PRICE, [s.cid])
  },
  profile: async (pool, s) => {
    await auth(pool, s)
    // globalStake is the company's allocated tokens, read beside the member (liveUsersById).
    await q(
      pool,
      `select ${qualified('users', USER_COLS)}, ("companies"."tokens_sold" + "companies"."reward_tokens")::text,
        coalesce("holdings"."stock_balance", 0.00)::text
      from "users" inner join "companies" on "companies"."id" = "users"."company_id" left join "holdings" on "holdings"."user_id" = "users"."id"
      where ("users"."id" = any($1::uuid[]) and "users"."deleted_at" is null)`,
      [[s.sub]],
    )
  },
  history: async (pool, s, { page = 1 } = {}) => {
    await auth(pool, s)
    await q(pool, HISTORY, [s.sub, 10, (page - 1) * 10])
  },
  adminUsers: async (pool, s, { page = 1, search } = {}) => {
    await auth(pool, s)
    // Without a search the live counters' total rides in the page's own statement, as in the handler.
    // Without a search the page's ids come from the users index in a subquery, as in the handler.
    if (!search) {
      // The page's ids as an array sub-select, its LIMIT and OFFSET hidden in sub-selects: one generic plan (oneOf, pagePlaceholder).
      await q(
        pool,
        `select "id", "name", "mobile", "email", "role", "referral_code", "is_approved", "status", "created_at",
        (select coalesce(sum("user_counts"."n"), 0)::int from "user_counts" where "user_counts"."company_id" = $1)
        from "users" where "users"."id" = any(array(select "id" from "users" where ("users"."company_id" = $1 and "users"."deleted_at" is null)
          order by "users"."created_at" desc, "users"."id" desc limit (select $2::int) offset (select $3::int)))
        order by "users"."created_at" desc, "users"."id" desc`,
        [s.cid, 10, (page - 1) * 10],
      )
      return
    }
    // With a search, as in the handler: the first 1,001 matches once (a CTE), paged and counted in
    // one statement; past 1,000 the page is the newest matches in the members' index order, and the
    // search is remembered as capped for 30 s (knownCapped), so its next pages skip the count.
    if (knownCapped(`users ${s.cid} ${search}`)) {
      await q(
        pool,
        `select "id", "name", "mobile", "email", "role", "referral_code", "is_approved", "status", "created_at" from "users"
        where ("users"."company_id" = $1 and "users"."deleted_at" is null and ${USER_SEARCH} like lower($2))
        order by "users"."created_at" desc, "users"."id" desc limit 10 offset ${(page - 1) * 10}`,
        [s.cid, like(search)],
      )
      return
    }
    const found = await q(
      pool,
      `with "m" as (select "id", "created_at" from "users"
          where ("users"."company_id" = $1 and "users"."deleted_at" is null and ${USER_SEARCH} like lower($2)) limit 1001)
        select "id", "name", "mobile", "email", "role", "referral_code", "is_approved", "status", "created_at", (select count(*)::int from "m") as "total"
        from "users" where "users"."id" in (select "id" from "m" order by "created_at" desc, "id" desc limit 10 offset ${(page - 1) * 10})
        order by "users"."created_at" desc, "users"."id" desc`,
      [s.cid, like(search)],
    )
    if ((found.rows[0]?.total ?? 0) > 1000) {
      rememberCapped(`users ${s.cid} ${search}`)
      await q(
        pool,
        `select "id", "name", "mobile", "email", "role", "referral_code", "is_approved", "status", "created_at" from "users"
        where ("users"."company_id" = $1 and "users"."deleted_at" is null and ${USER_SEARCH} like lower($2))
        order by "users"."created_at" desc, "users"."id" desc limit 10 offset ${(page - 1) * 10}`,
        [s.cid, like(search)],
      )
    }
  },
  adminPurchases: async (pool, s, { page = 1, search } = {}) => {
    await auth(pool, s)
    if (search) {
      // listLedger with a search (server/features/purchases/ledger-search.ts): a complete UTR looked up exactly;
      // otherwise the first 1,001 matches gathered lazily (no method holds "Priya" or a UTR's digits,
      // so no method branch), paged and counted in one statement, and past 1,000 the page walked.
      const gathered = /^[0-9]{12}$/.test(search)
        ? `select "purchases"."id", "purchases"."created_at" from "purchases" where ("purchases"."company_id" = $1 and "purchases"."reference_number" = upper($2))`
        : `select "p"."id", "p"."created_at" from "users" cross join lateral
            (select "purchases"."id", "purchases"."created_at" from "purchases" where "purchases"."user_id" = "users"."id" offset 0) as "p"
            where ("users"."company_id" = $1 and ${USER_SEARCH} like lower($2))
          union all
          select "r"."id", "r"."created_at" from (select "purchases"."id", "purchases"."created_at", "purchases"."user_id" from "purchases"
            where (${PURCHASE_SEARCH} like lower($2) and "purchases"."company_id" = $1)) as "r"
            where not exists (select 1 from "users" where "users"."id" = "r"."user_id" and ${USER_SEARCH} like lower($2))`
      // Past 1,000 the page is walked among the newest 20,000 purchases (each checked by its own row, its
      // member's text included: migration 0019; a LIMIT under the walk, read
      // lazily) inside the page's own statement, prepared (preparedWalks) with its values in
      // sub-selects so that it keeps one generic plan, and the search is remembered as capped for
      // 30 s, so its next pages skip the gathering.
      const walk = () =>
        q(
          pool,
          `${LEDGER_SELECT} ${LEDGER_FROM} where "purchases"."id" = any(array(select "purchases"."id" from (select "id", "created_at", "user_id", "company_id", "purchase_ref", "reference_number", "payment_method", "member_search_text"
            from "purchases" where "purchases"."company_id" = $1 order by "created_at" desc, "id" desc limit 20000) as "purchases"
          where (${PURCHASE_SEARCH} like (select lower($2)) or "purchases"."payment_method" = any(array(select unnest($3::payment_method[])))
            or "purchases"."member_search_text" like (select lower($2)))
          order by "purchases"."created_at" desc, "purchases"."id" desc limit (select $4::int) offset (select $5::int))) and "purchases"."company_id" = $1
        order by "purchases"."created_at" desc, "purchases"."id" desc`,
          [s.cid, like(search), [], 10, (page - 1) * 10],
        )
      if (knownCapped(`ledger ${s.cid} ${search}`)) return walk()
      // The gathering is planned for its term; the page's rows are then one prepared statement (rowsOfIds).
      const found = await q(
        pool,
        `with "m" as (${gathered} limit 1001)
        select "id", (select count(*)::int from "m") as "total" from "m" order by "created_at" desc, "id" desc limit $3 offset $4`,
        [s.cid, /^[0-9]{12}$/.test(search) ? search : like(search), 10, (page - 1) * 10],
      )
      if ((found.rows[0]?.total ?? 0) > 1000) {
        rememberCapped(`ledger ${s.cid} ${search}`)
        await walk()
      } else if (found.rows.length > 0) {
        await q(
          pool,
          `${LEDGER_SELECT} ${LEDGER_FROM} where ("purchases"."id" = any(array(select unnest($1::uuid[])))
            and ($2::uuid is null or "purchases"."company_id" = $3::uuid)) order by "purchases"."created_at" desc, "purchases"."id" desc`,
          [found.rows.map((row) => row.id), s.cid, s.cid],
        )
      }
      return
    }
    // The company's page by purchase number while the numbers serve (numberedCompanyPage), else by OFFSET.
    const total = `(select coalesce(sum("purchase_counts"."n"), 0)::int from "purchase_counts" where "purchase_counts"."company_id" = $1)`
    const numbered = await q(
      pool,
      `${LEDGER_SELECT}, ${total}
        ${LEDGER_FROM} where "purchases"."id" = any(array(select "purchase_numbers"."purchase_id" from "purchase_ordinals" inner join "purchase_numbers"
          on ("purchase_numbers"."company_id" = "purchase_ordinals"."company_id" and "purchase_numbers"."ordinal" <= "purchase_ordinals"."last" - $2::int
            and "purchase_numbers"."ordinal" > "purchase_ordinals"."last" - $2::int - $3::int)
          where ("purchase_ordinals"."company_id" = $1 and "purchase_ordinals"."in_order" = true and "purchase_ordinals"."last" = ${total})))
          and "purchases"."company_id" = $1
        order by "purchases"."created_at" desc, "purchases"."id" desc`,
      [s.cid, (page - 1) * 10, 10],
    )
    if (numbered.rows.length > 0) return
    await q(
      pool,
      `${LEDGER_SELECT}, ${total}
        ${LEDGER_FROM} where "purchases"."id" = any(array(select "id" from "purchases" where "purchases"."company_id" = $1
          order by "purchases"."created_at" desc, "purchases"."id" desc limit (select $2::int) offset (select $3::int))) and "purchases"."company_id" = $1
        order by "purchases"."created_at" desc, "purchases"."id" desc`,
      [s.cid, 10, (page - 1) * 10],
    )
  },
  dashboard: async (pool, s) => {
    await auth(pool, s)
    await Promise.all([
      q(
        pool,
        `select "total_supply", "private_supply", "remaining_private_supply", ("companies"."tokens_sold" + "companies"."reward_tokens")::text,
      round("companies"."total_supply" * $1::numeric / 100, 2)::text, round("companies"."total_supply" * $2::numeric / 100, 2)::text,
      round("companies"."total_supply" * $3::numeric / 100, 2)::text, round("companies"."total_supply" * $4::numeric / 100, 2)::text
      from "companies" where "companies"."id" = $5`,
        ['50', '10', '7.5', '2.5', s.cid],
      ),
      q(
        pool,
        `select "user_counts"."status", "user_counts"."is_approved", coalesce(sum("user_counts"."n"), 0)::int from "user_counts"
      where ("user_counts"."company_id" = $1 and "user_counts"."role" = $2) group by "user_counts"."status", "user_counts"."is_approved"`,
        [s.cid, 'USER'],
      ),
    ])
  },
  submit: async (pool, s, { ref }) => {
    await auth(pool, s)
    await q(pool, `select ${PURCHASE_COLS} from "purchases" where ("purchases"."user_id" = $1 and "purchases"."purchase_ref" = $2)`, [s.sub, ref])
    const {
      rows: [row],
    } = await q(
      pool,
      `insert into "purchases" (company_id, user_id, purchase_ref, payment_method, amount, price, total_quantity,
      fee_percent, fee_amount, final_amount, reference_number, receipt_id, bank_name, request_hash)
      select "companies"."id", $1, $2, $3, $4::numeric, "companies"."price", floor($5::numeric / "companies"."price"),
        "companies"."platform_charge_percent", round($6::numeric * "companies"."platform_charge_percent" / 100, 2),
        $7::numeric + round($8::numeric * "companies"."platform_charge_percent" / 100, 2), $9, $10, $11, $12
      from "companies" where "companies"."id" = $13 and floor($14::numeric / "companies"."price") >= 1
        and floor($15::numeric / "companies"."price") <= "companies"."remaining_private_supply" returning id`,
      [s.sub, ref, 'MANUAL', '100', '100', '100', '100', '100', null, null, null, 'sql-ceiling', s.cid, '100', '100'],
    )
    await q(pool, `select ${PURCHASE_COLS} from "purchases" where "purchases"."id" = $1`, [row.id])
  },
  /**
   * approvePurchase (server/features/purchases/decisions.ts): the status flip while PENDING, whose
   * trigger (migration 0015) settles supply, totals, balances and the referral rewards in the same
   * statement, with the buyer's notification and their email and SMS queued by two more CTEs (the
   * English templates of decision-news.ts, as format() strings); then the rewards it paid, read back
   * for the answer when the buyer was referred.
   */
  approve: async (pool, s, { id }) => {
    await auth(pool, s)
    const {
      rows: [row],
    } = await q(
      pool,
      `with "decided" as (update "purchases" set "status" = $1, "decided_by_id" = $2, "decided_at" = now()
        where ("purchases"."id" = $3 and "purchases"."company_id" = $4 and "purchases"."status" = $5
          and exists (select 1 from "users" where "users"."id" = "purchases"."user_id" and "users"."deleted_at" is null))
        returning ${PURCHASE_COLS}),
      "notified" as (insert into notifications (user_id, kind, purchase_id, data)
        select d.user_id, 'PURCHASE_APPROVED'::notification_kind, d.id, jsonb_build_object('orderNumber', d.purchase_ref, 'tokens', d.total_quantity::text,
          'tokenSymbol', c.token_symbol, 'amount', d.final_amount::text, 'reason', d.rejection_reason)
        from "decided" d join "users" u on u.id = d.user_id and u.deleted_at is null join "companies" c on c.id = d.company_id),
      "queued" as (insert into deliveries (channel, "to", subject, body, expires_at)
        select m.channel, m.recipient, m.subject, m.body, now() + interval '7 days'
        from "decided" d join "users" u on u.id = d.user_id and u.deleted_at is null join "companies" c on c.id = d.company_id
        cross join lateral (values
          ('EMAIL'::outbox_channel, u.email, format($6::text, d.purchase_ref), format($7::text, d.purchase_ref, indian_number(d.total_quantity, 0), c.token_symbol, indian_number(d.final_amount, 2), $9::text || '/user/payment-history?status=ALL&search=' || d.purchase_ref)),
          ('SMS'::outbox_channel, u.mobile, null, format($8::text, d.purchase_ref, indian_number(d.total_quantity, 0), c.token_symbol, indian_number(d.final_amount, 2), $9::text || '/user/payment-history?status=' || d.status))
        ) m(channel, recipient, subject, body)
        where u.decision_channels in (m.channel::text, 'BOTH'))
      select "decided".*, "users"."id", "users"."referral_code", "users"."name", "users"."mobile", (select d.name from "users" d where d.id = $2),
        "companies"."id", "companies"."name", "companies"."token_symbol", "users"."referred_by_id" as "referred_by_id"
      from "decided" inner join "users" on "users"."id" = "decided"."user_id" inner join "companies" on "companies"."id" = "decided"."company_id"`,
      [
        'APPROVED',
        s.sub,
        id,
        s.cid,
        'PENDING',
        'Your order %1$s is approved',
        'Good news: your order %1$s for %2$s %3$s (₹%4$s) is approved, and the tokens are in your account now.\nSee the order: %5$s',
        'Your order %1$s is approved: %2$s %3$s (INR %4$s) are in your account. %5$s',
        'http://localhost:3000',
      ],
    )
    if (row?.referred_by_id) {
      await q(
        pool,
        `select "referral_rewards"."purchase_id", "referral_rewards"."level", "referral_rewards"."percent", "users"."id", "users"."referral_code",
          "users"."name", "users"."mobile", "referral_rewards"."intended_tokens", "referral_rewards"."tokens", "referral_rewards"."status",
          "referral_rewards"."reason", "referral_rewards"."locked_until"
        from "referral_rewards" inner join "users" on "users"."id" = "referral_rewards"."referrer_id"
        where "referral_rewards"."purchase_id" = any($1::uuid[]) order by "referral_rewards"."purchase_id", "referral_rewards"."level"`,
        [[id]],
      )
    }
  },
  /** The company's leaderboard page (leaderboardPage in server/features/referrals/repository.ts) and its kept holder count. */
  leaderboard: async (pool, s, { page = 1 } = {}) => {
    await auth(pool, s)
    await Promise.all([
      q(
        pool,
        `select "user_id", "stock_balance", "last_allocated_at", "reward_locked_until" from "holdings"
        where ("holdings"."company_id" = $1 and "holdings"."stock_balance" > $2)
        order by "holdings"."stock_balance" desc, "holdings"."last_allocated_at", "holdings"."user_id" limit $3 offset $4`,
        [s.cid, '0', 10, (page - 1) * 10],
      ),
      q(pool, `select "stake_holders" from "companies" where "companies"."id" = $1`, [s.cid]),
    ])
  },
  /** My Stock Details page 1 (myStockPage): purchases and rewards merged, their two counts riding along. */
  myStock: async (pool, s) => {
    await auth(pool, s)
    await q(
      pool,
      `select a.id, a.kind, coalesce(m.referral_code, ''), a.stock_qty, a.at, a.level, a.percent, a.purchase_quantity, a.intended_tokens,
        a.status, a.locked_until, ((select count(*) from "purchases" where "user_id" = $1 and "status" = 'APPROVED')
          + (select count(*) from "referral_rewards" where "referrer_id" = $1 and "tokens" > 0))::int from (
        (select p.id, 'PURCHASE' as kind, p.user_id as member, p.total_quantity::text as stock_qty, p.decided_at as at,
            null::smallint as level, null::text as percent, null::text as purchase_quantity, null::text as intended_tokens,
            null::reward_status as status, null::timestamptz as locked_until
          from "purchases" p where p.user_id = $1 and p.status = 'APPROVED'
          order by p.decided_at desc nulls first, p.id desc limit $2)
        union all
        (select r.id, 'REWARD', (select b.user_id from "purchases" b where b.id = r.purchase_id), r.tokens::text, r.created_at,
            r.level, r.percent::text, r.purchase_quantity::text, r.intended_tokens::text, r.status, r.locked_until
          from "referral_rewards" r where r.referrer_id = $1 and r.tokens > 0
          order by r.created_at desc, r.id desc limit $2)
        order by at desc, id desc limit $3 offset $4
      ) a left join "users" m on m.id = a.member order by a.at desc, a.id desc`,
      [s.sub, 10, 10, 0],
    )
  },
  /** Login's statements without its argon2 verification, which is the part bounded by design. */
  login: async (pool, s, { email }) => {
    // hitRateLimit (server/lib/rate-limit.ts): one row per key, its window opened by the key's first hit.
    await q(
      pool,
      `insert into "rate_limits" ("key", "window_start", "count") values ($1, now(), $2)
      on conflict ("key") do update set "count" = case when "rate_limits"."window_start" + make_interval(secs => $3::int) <= now() then 1 else "rate_limits"."count" + 1 end,
        "window_start" = case when "rate_limits"."window_start" + make_interval(secs => $4::int) <= now() then now() else "rate_limits"."window_start" end
      returning "count", greatest(1, ceil(extract(epoch from ("rate_limits"."window_start" + make_interval(secs => $5::int) - now()))))::int`,
      [`bench-sql:${email}`, 1, 900, 900, 900],
    )
    const {
      rows: [u],
    } = await q(
      pool,
      `select ${USER_COLS} from "users"
      where ("users"."company_id" = $1 and "users"."email" = $2 and "users"."deleted_at" is null)`,
      [s.cid, email],
    )
    await q(
      pool,
      `insert into "sessions" ("id", "user_id", "superadmin_id", "role", "company_id", "expires_at", "revoked_at", "created_at")
      values (default, $1, $2, $3, $4, now() + interval '1 day', default, default) returning "id"`,
      [u.id, null, 'USER', s.cid],
    )
  },
}
