import pg from 'pg'
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/tp_bench_20261123133804', max: 10 })
const sids = (await pool.query(`select id from sessions where role='USER' and revoked_at is null and expires_at > now() limit 500`)).rows.map((r) => r.id)
const REC = `json_agg(json_build_object('id', r.id, 'purchaseRef', r.purchase_ref, 'createdAt', r.created_at, 'paymentMethod', r.payment_method, 'referenceNumber', r.reference_number, 'amount', r.amount::text, 'price', r.price::text, 'totalQuantity', r.total_quantity::text, 'feePercent', r.fee_percent::text, 'feeAmount', r.fee_amount::text, 'finalAmount', r.final_amount::text, 'status', r.status, 'receiptId', r.receipt_id) order by r.created_at desc, r.id desc)`
const BODY = (lim, off) => `left join lateral (select coalesce(sum(n),0)::int as total from member_purchase_counts m where m.user_id = s.user_id) t on true
 left join lateral (select ${REC} as records from (select * from purchases p where p.user_id = s.user_id order by created_at desc, id desc limit ${lim} offset ${off}) r) pg on true`
const COLS = `s.role, s.user_id, s.superadmin_id, s.company_id, u.role, u.status, u.deleted_at, u.company_id, total, records`
const SINGLE = `select ${COLS} from sessions s left join users u on u.id = s.user_id ${BODY('$1', '$2')} where s.id = $3 and s.revoked_at is null and s.expires_at > now()`
const BATCH = `select b.i, ${COLS} from unnest($1::uuid[], $2::int[], $3::int[]) with ordinality b(sid, lim, off, i) join sessions s on s.id = b.sid and s.revoked_at is null and s.expires_at > now() left join users u on u.id = s.user_id ${BODY('b.lim', 'b.off')}`
let queue = [], scheduled = false, batches = 0
function batched(sid) {
  return new Promise((resolve, reject) => {
    queue.push({ sid, resolve, reject })
    if (!scheduled) { scheduled = true; setImmediate(flush) }
  })
}
function flush() {
  const q = queue; queue = []; scheduled = false; batches++
  pool.query({ name: 'hb', text: BATCH, values: [q.map((x) => x.sid), q.map(() => 10), q.map(() => 0)], rowMode: 'array' }).then((res) => {
    const by = new Map(res.rows.map((r) => [Number(r[0]), r]))
    q.forEach((x, i) => x.resolve(by.get(i + 1)))
  }, (e) => q.forEach((x) => x.reject(e)))
}
const single = (sid) => pool.query({ name: 'hs', text: SINGLE, values: [10, 0, sid], rowMode: 'array' }).then((r) => r.rows[0])
async function run(fn, label, ms = 8000) {
  let n = 0, stop = false; batches = 0
  const t0 = Date.now(), c0 = process.cpuUsage()
  setTimeout(() => (stop = true), ms)
  await Promise.all(Array.from({ length: 32 }, async (_, w) => { while (!stop) { const r = await fn(sids[(n + w) % sids.length]); if (!r) throw new Error('no row'); n++ } }))
  const c = process.cpuUsage(c0), dt = (Date.now() - t0) / 1000
  console.log(label, Math.round(n / dt), 'q/s; client cpu µs/q', Math.round((c.user + c.system) / n), batches ? `avg batch ${(n / batches).toFixed(1)}` : '')
}
for (let k = 0; k < 2; k++) { await run(single, 'single'); await run(batched, 'batched') }
await pool.end()
