/** Where each order's start is kept, so the payment window survives a reload of the page. */
const STORAGE_KEY = 'paymentOrders'
/** Orders older than this are forgotten: the window is 15 minutes, a day is plenty. */
const KEEP_MS = 24 * 60 * 60 * 1000

function readStarts(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {}
  } catch {
    return {}
  }
}

/**
 * When this order was made: the first time this browser opened its payment page (Buy Token opens it
 * at once). A reload, or a return within the window, counts on from then instead of starting again.
 * Storage that refuses writes makes the window start at this visit, as before.
 */
export function orderStartedAt(orderNumber: string, now: number = Date.now()): number {
  const starts = readStarts()
  const known = starts[orderNumber]
  if (typeof known === 'number' && known <= now && now - known < KEEP_MS) return known
  const kept = Object.fromEntries(Object.entries(starts).filter(([, at]) => typeof at === 'number' && now - at < KEEP_MS))
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...kept, [orderNumber]: now }))
  } catch {
    // Not kept: the window simply starts again on the next visit.
  }
  return now
}
