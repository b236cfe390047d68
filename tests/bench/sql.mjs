/**
 * The database ceiling of each endpoint: the same statements its handler runs (auth's session
 * lookup included, batched per event-loop turn as the server's DataLoader does), in the same order and with the same parallelism, sent straight through a pg
 * Pool. Copied from the drizzle queries in server/lib/sessions.ts and the features' repositories.
 * Every statement is sent named (prepared once per connection): a ceiling is the best the database
 * can do, and the server's hot statements are prepared too (server/db/prepared.ts).
 */

import { createHash } from 'node:crypto'

/** A column list with each column named by its table, for statements that join tables sharing column names. */
const qualified = (table, columns) => columns.split(/,\s*/).map((c) => `"${table}".${c}`).join(', ')

const SESSION_COLS = `"sessions"."id" as "sid", "sessions"."role", "sessions"."user_id", "sessions"."superadmin_id", "sessions"."company_id",
  "users"."role", "users"."status", "users"."deleted_at", "users"."company_id"`
const SESSION_FROM = `from "sessions" left join "users" on "users"."id" = "sessions"."user_id"`
const LIVE_SESSION = `("sessions"."id" = any($1::uuid[]) and "sessions"."revoked_at" is null and "sessions"."expires_at" > now())`
const AUTH = `select ${SESSION_COLS} ${SESSION_FROM} where ${LIVE_SESSION}`

const PURCHASE_COLS = `"id", "company_id", "user_id", "purchase_ref", "payment_method", "amount", "price", "total_quantity",
  "fee_percent", "fee_amount", "final_amount", "status", "reference_number", "receipt_id", "bank_name", "request_hash",
  "decided_by_id", "decided_at", "created_at"`

const USER_COLS = `"id", "company_id", "role", "name", "email", "mobile", "password_hash", "referral_code", "referred_by_id",
  "date_of_birth", "pincode", "gender", "kyc_enc", "kyc_last4", "profile_image_id", "is_approved", "status",
  "stock_balance", "global_stake", "deleted_at", "created_at", "updated_at", "search_text"`

/** price/get: the sale of the member's company (findCompanySale). */
const PRICE = `select "companies"."price", "companies"."platform_charge_percent",
  floor("companies"."remaining_private_supply")::text, "companies"."token_symbol" from "companies" where "companies"."id" = $1`

const LEDGER_SELECT = `select ${qualified('purchases', PURCHASE_COLS)},
  "users"."id", "users"."referral_code", "users"."name", "users"."mobile",
  (select d.name from "users" d where d.id = "purchases"."decided_by_id"),
  "companies"."id", "companies"."name", "companies"."token_symbol"`
const LEDGER_FROM = `from "purchases" inner join "users" on "users"."id" = "purchases"."user_id"
  inner join "companies" on "companies"."id" = "purchases"."company_id"`

/**
 * The member history without a filter: the member's counter for the total and the page as one JSON
 * array, in one statement (historyPage in server/features/packages/repository.ts).
 */
const HISTORY = `select "total", "records" from (select coalesce(sum("n"), 0)::int as "total" from "member_purchase_counts"
    where "member_purchase_counts"."user_id" = $1) "total"
  left join lateral (select json_agg(json_build_object('id', "rows"."id", 'purchaseRef', "rows"."purchase_ref", 'createdAt', "rows"."created_at",
      'paymentMethod', "rows"."payment_method", 'referenceNumber', "rows"."reference_number", 'amount', "rows"."amount"::text,
      'price', "rows"."price"::text, 'totalQuantity', "rows"."total_quantity"::text, 'feePercent', "rows"."fee_percent"::text,
      'feeAmount', "rows"."fee_amount"::text, 'finalAmount', "rows"."final_amount"::text, 'status', "rows"."status",
      'receiptId', "rows"."receipt_id") order by "created_at" desc, "id" desc) as "records"
    from (select "id", "purchase_ref", "created_at", "payment_method", "reference_number", "amount", "price", "total_quantity", "fee_percent",
      "fee_amount", "final_amount", "status", "receipt_id" from "purchases" where "purchases"."user_id" = $1
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
const PURCHASE_SEARCH = `lower("purchases"."purchase_ref" || chr(31) || coalesce("purchases"."reference_number", ''))`

export const sqlOf = {
  // The member's three hot reads: the batched session check, then the read itself.
  price: async (pool, s) => {
    await auth(pool, s)
    await q(pool, PRICE, [s.cid])
  },
  profile: async (pool, s) => {
    await auth(pool, s)
    await q(pool, `select ${USER_COLS} from "users" where ("users"."id" = $1 and "users"."deleted_at" is null)`, [s.sub])
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
      await q(pool, `select "id", "name", "mobile", "email", "role", "referral_code", "is_approved", "status", "created_at",
        (select coalesce(sum("user_counts"."n"), 0)::int from "user_counts" where "user_counts"."company_id" = $1)
        from "users" where "users"."id" in (select "id" from "users" where ("users"."company_id" = $1 and "users"."deleted_at" is null)
          order by "users"."created_at" desc, "users"."id" desc limit $2 offset $3)
        order by "users"."created_at" desc, "users"."id" desc`, [s.cid, 10, (page - 1) * 10])
      return
    }
    // With a search, as in the handler: the first 1,001 matches once (a CTE), paged and counted in
    // one statement; past 1,000 the page is the newest matches in the members' index order.
    const found = await q(pool, `with "m" as (select "id", "created_at" from "users"
          where ("users"."company_id" = $1 and "users"."deleted_at" is null and ${USER_SEARCH} like lower($2)) limit 1001)
        select "id", "name", "mobile", "email", "role", "referral_code", "is_approved", "status", "created_at", (select count(*)::int from "m") as "total"
        from "users" where "users"."id" in (select "id" from "m" order by "created_at" desc, "id" desc limit 10 offset ${(page - 1) * 10})
        order by "users"."created_at" desc, "users"."id" desc`, [s.cid, like(search)])
    if ((found.rows[0]?.total ?? 0) > 1000) {
      await q(pool, `select "id", "name", "mobile", "email", "role", "referral_code", "is_approved", "status", "created_at" from "users"
        where ("users"."company_id" = $1 and "users"."deleted_at" is null and ${USER_SEARCH} like lower($2))
        order by "users"."created_at" desc, "users"."id" desc limit 10 offset ${(page - 1) * 10}`, [s.cid, like(search)])
    }
  },
  adminPurchases: async (pool, s, { page = 1, search } = {}) => {
    await auth(pool, s)
    if (search) {
      // listLedger with a search (server/features/purchases/ledger.ts): a complete UTR looked up exactly;
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
      const found = await q(pool, `with "m" as (${gathered} limit 1001)
        ${LEDGER_SELECT}, (select count(*)::int from "m") as "total" ${LEDGER_FROM}
        where ("purchases"."id" in (select "id" from "m" order by "created_at" desc, "id" desc limit $3 offset $4) and "purchases"."company_id" = $1)
        order by "purchases"."created_at" desc, "purchases"."id" desc`, [s.cid, /^[0-9]{12}$/.test(search) ? search : like(search), 10, (page - 1) * 10])
      if ((found.rows[0]?.total ?? 0) > 1000) {
        const edge = await q(pool, `select "created_at" from "purchases" where "company_id" = $1 order by "created_at" desc, "id" desc limit 1 offset 19999`, [s.cid])
        const walked = await q(pool, `select "w"."id" from "purchases" "w"
          where "w"."company_id" = $1 and "w"."created_at" >= $3 and (lower("w"."purchase_ref" || chr(31) || coalesce("w"."reference_number", '')) like lower($2)
            or (select ${USER_SEARCH} from "users" where "users"."id" = "w"."user_id") like lower($2))
          order by "w"."created_at" desc, "w"."id" desc limit 10 offset ${(page - 1) * 10}`, [s.cid, like(search), edge.rows[0].created_at])
        await q(pool, `${LEDGER_SELECT} ${LEDGER_FROM} where "purchases"."id" = any($1::uuid[]) order by "purchases"."created_at" desc, "purchases"."id" desc`,
          [walked.rows.map((r) => r.id)])
      }
      return
    }
    await q(pool, `${LEDGER_SELECT}, (select coalesce(sum("purchase_counts"."n"), 0)::int from "purchase_counts" where "purchase_counts"."company_id" = $1)
        ${LEDGER_FROM} where "purchases"."id" in (select "id" from "purchases" where "purchases"."company_id" = $1
          order by "purchases"."created_at" desc, "purchases"."id" desc limit $2 offset $3)
        order by "purchases"."created_at" desc, "purchases"."id" desc`, [s.cid, 10, (page - 1) * 10])
  },
  dashboard: async (pool, s) => {
    await auth(pool, s)
    await Promise.all([q(pool, `select "total_supply", "private_supply", "remaining_private_supply", "tokens_sold",
      round("companies"."total_supply" * $1::numeric / 100, 2)::text, round("companies"."total_supply" * $2::numeric / 100, 2)::text,
      round("companies"."total_supply" * $3::numeric / 100, 2)::text, round("companies"."total_supply" * $4::numeric / 100, 2)::text,
      "collected_bank", "collected_upi", "collected_manual", "collected_crypto",
      ("companies"."collected_bank" + "companies"."collected_upi" + "companies"."collected_manual" + "companies"."collected_crypto")::text
      from "companies" where "companies"."id" = $5`, ['50', '10', '7.5', '2.5', s.cid]),
    q(pool, `select "user_counts"."status", "user_counts"."is_approved", coalesce(sum("user_counts"."n"), 0)::int from "user_counts"
      where ("user_counts"."company_id" = $1 and "user_counts"."role" = $2) group by "user_counts"."status", "user_counts"."is_approved"`, [s.cid, 'USER'])])
  },
  submit: async (pool, s, { ref }) => {
    await auth(pool, s)
    await q(pool, `select ${PURCHASE_COLS} from "purchases" where ("purchases"."user_id" = $1 and "purchases"."purchase_ref" = $2)`, [s.sub, ref])
    const { rows: [row] } = await q(pool, `insert into "purchases" (company_id, user_id, purchase_ref, payment_method, amount, price, total_quantity,
      fee_percent, fee_amount, final_amount, reference_number, receipt_id, bank_name, request_hash)
      select "companies"."id", $1, $2, $3, $4::numeric, "companies"."price", floor($5::numeric / "companies"."price"),
        "companies"."platform_charge_percent", round($6::numeric * "companies"."platform_charge_percent" / 100, 2),
        $7::numeric + round($8::numeric * "companies"."platform_charge_percent" / 100, 2), $9, $10, $11, $12
      from "companies" where "companies"."id" = $13 and floor($14::numeric / "companies"."price") >= 1
        and floor($15::numeric / "companies"."price") <= "companies"."remaining_private_supply" returning id`,
    [s.sub, ref, 'MANUAL', '100', '100', '100', '100', '100', null, null, null, 'sql-ceiling', s.cid, '100', '100'])
    await q(pool, `select ${PURCHASE_COLS} from "purchases" where "purchases"."id" = $1`, [row.id])
  },
  /** approvePurchase's one statement (server/lib/purchase-ledger.ts): status, supply, balance and the answered row. */
  approve: async (pool, s, { id }) => {
    await auth(pool, s)
    await q(pool, `with "approved" as (update "purchases" set "status" = $1, "decided_by_id" = $2, "decided_at" = now() where ("purchases"."id" = $3 and "purchases"."company_id" = $4 and "purchases"."status" = $5) returning "id", "company_id", "user_id", "purchase_ref", "payment_method", "amount", "price", "total_quantity", "fee_percent", "fee_amount", "final_amount", "status", "reference_number", "receipt_id", "bank_name", "request_hash", "decided_by_id", "decided_at", "created_at"),
      "supplied" as (update "companies" set "remaining_private_supply" = "companies"."remaining_private_supply" - "approved"."total_quantity", "collected_bank" = "companies"."collected_bank" + case when "approved"."payment_method" = $6 then "approved"."final_amount" else 0 end, "collected_upi" = "companies"."collected_upi" + case when "approved"."payment_method" = $7 then "approved"."final_amount" else 0 end, "collected_manual" = "companies"."collected_manual" + case when "approved"."payment_method" = $8 then "approved"."final_amount" else 0 end, "collected_crypto" = "companies"."collected_crypto" + case when "approved"."payment_method" = $9 then "approved"."final_amount" else 0 end, "tokens_sold" = "companies"."tokens_sold" + "approved"."total_quantity", "updated_at" = now() from "approved" where "companies"."id" = "approved"."company_id" returning "companies"."id", "companies"."name", "companies"."token_symbol"),
      "credited" as (update "users" set "stock_balance" = "users"."stock_balance" + "approved"."total_quantity", "updated_at" = now() from "approved" where "users"."id" = "approved"."user_id" returning "users"."id", "users"."referral_code", "users"."name", "users"."mobile")
      select "approved"."id", "approved"."company_id", "approved"."user_id", "approved"."purchase_ref", "approved"."payment_method", "approved"."amount", "approved"."price", "approved"."total_quantity", "approved"."fee_percent", "approved"."fee_amount", "approved"."final_amount", "approved"."status", "approved"."reference_number", "approved"."receipt_id", "approved"."bank_name", "approved"."request_hash", "approved"."decided_by_id", "approved"."decided_at", "approved"."created_at", "credited"."id", "credited"."referral_code", "credited"."name", "credited"."mobile", (select d.name from "users" d where d.id = $10), "supplied"."id", "supplied"."name", "supplied"."token_symbol" from "approved" cross join "supplied" cross join "credited"`, ['APPROVED', s.sub, id, s.cid, 'PENDING', 'BANK', 'UPI', 'MANUAL', 'CRYPTO', s.sub])
  },
  /** Login's statements without its argon2 verification, which is the part bounded by design. */
  login: async (pool, s, { email }) => {
    // hitRateLimit (server/lib/rate-limit.ts): one row per key, its window opened by the key's first hit.
    await q(pool, `insert into "rate_limits" ("key", "window_start", "count") values ($1, now(), $2)
      on conflict ("key") do update set "count" = case when "rate_limits"."window_start" + make_interval(secs => $3::int) <= now() then 1 else "rate_limits"."count" + 1 end,
        "window_start" = case when "rate_limits"."window_start" + make_interval(secs => $4::int) <= now() then now() else "rate_limits"."window_start" end
      returning "count", greatest(1, ceil(extract(epoch from ("rate_limits"."window_start" + make_interval(secs => $5::int) - now()))))::int`,
    [`bench-sql:${email}`, 1, 900, 900, 900])
    const { rows: [u] } = await q(pool, `select ${USER_COLS} from "users"
      where ("users"."company_id" = $1 and "users"."email" = $2 and "users"."deleted_at" is null)`, [s.cid, email])
    await q(pool, `insert into "sessions" ("id", "user_id", "superadmin_id", "role", "company_id", "expires_at", "revoked_at", "created_at")
      values (default, $1, $2, $3, $4, now() + interval '1 day', default, default) returning "id"`, [u.id, null, 'USER', s.cid])
  },
}
