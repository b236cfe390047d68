import { useEffect } from 'react'
import { recordReferralOpen } from '@/client/sdk.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'

const VISITOR_KEY = 'referralVisitor'

/** A random id this browser keeps, so the server counts its opens of one link once a day; nothing else is in it. */
function visitorId(): string | undefined {
  try {
    let id = window.localStorage.getItem(VISITOR_KEY)
    if (!id || !/^[A-Za-z0-9-]{8,64}$/.test(id)) {
      id = crypto.randomUUID()
      window.localStorage.setItem(VISITOR_KEY, id)
    }
    return id
  } catch {
    // Storage refused (a private window's quota): the server falls back to the caller's address.
    return undefined
  }
}

/**
 * Tells the server that a share link (/register?referralCode=...) was opened, once per page visit,
 * for the referrer's funnel on Refer & Earn. Fire and forget: whatever it answers (a rate limit, a
 * network error), registration goes on untouched, and nothing is shown.
 */
export function useReferralLinkOpen(referralCode: string | undefined) {
  useEffect(() => {
    if (!referralCode) return
    const id = visitorId()
    void recordReferralOpen({ client: userClient, body: { companyId: COMPANY_ID, referralCode, ...(id ? { visitorId: id } : {}) } }).catch(() => {})
  }, [referralCode])
}
