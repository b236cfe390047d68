import type { Language } from '@/client/types.gen'

/**
 * The email and SMS a member gets when an admin approves or rejects their purchase, in every language
 * a member can choose. The figures come already written as the member reads them: the tokens and the
 * amount grouped the Indian way (2,000 and 20,000.00), the order number as the member's history shows
 * it. The email links to the one order in Payment History (`orderLink`); the SMS to the list of the
 * member's approved or rejected orders (`listLink`), which is shorter, and carries no reason (an
 * admin's reason is up to 500 characters): it says where to read it. A decision SMS fits two parts
 * in either language with the longest values (decision-news.test.ts measures it): 306 GSM-7
 * characters in English, which names the rupee as INR to stay GSM-7, and 134 UCS-2 in Hindi.
 *
 * The decision's own statement renders them (decisions.ts), with PostgreSQL's format(), so that a
 * decision and its news commit together in one round trip: `asFormat` turns each template into the
 * format string it runs.
 */

export interface DecisionValues {
  orderNumber: string
  tokens: string
  tokenSymbol: string
  amount: string
  orderLink: string
  listLink: string
  /** The admin's reason as a line of the email (rejectionReasonLine), or empty without one. */
  reasonLine: string
}

export interface DecisionNews {
  email: { subject: string; text: string }
  sms: string
}

type ByLanguage<T> = Record<Language, T>

export const purchaseApproved: ByLanguage<(v: DecisionValues) => DecisionNews> = {
  en: (v) => ({
    email: {
      subject: `Your order ${v.orderNumber} is approved`,
      text: `Good news: your order ${v.orderNumber} for ${v.tokens} ${v.tokenSymbol} (₹${v.amount}) is approved, and the tokens are in your account now.\nSee the order: ${v.orderLink}`,
    },
    sms: `Your order ${v.orderNumber} is approved: ${v.tokens} ${v.tokenSymbol} (INR ${v.amount}) are in your account. ${v.listLink}`,
  }),
  hi: (v) => ({
    email: {
      subject: `आपका ऑर्डर ${v.orderNumber} स्वीकृत हो गया है`,
      text: `खुशखबरी! ${v.tokens} ${v.tokenSymbol} (₹${v.amount}) का आपका ऑर्डर ${v.orderNumber} स्वीकृत हो गया है, और टोकन आपके खाते में जोड़ दिए गए हैं।\nऑर्डर देखें: ${v.orderLink}`,
    },
    sms: `ऑर्डर ${v.orderNumber} स्वीकृत: ${v.tokens} ${v.tokenSymbol}, ₹${v.amount}। ${v.listLink}`,
  }),
}

export const purchaseRejected: ByLanguage<(v: DecisionValues) => DecisionNews> = {
  en: (v) => ({
    email: {
      subject: `Your order ${v.orderNumber} is rejected`,
      text: `Your order ${v.orderNumber} for ${v.tokens} ${v.tokenSymbol} (₹${v.amount}) was rejected, and no tokens were added to your account.${v.reasonLine}\nSee the order: ${v.orderLink}`,
    },
    sms: `Your order ${v.orderNumber} for ${v.tokens} ${v.tokenSymbol} (INR ${v.amount}) was rejected. See why: ${v.listLink}`,
  }),
  hi: (v) => ({
    email: {
      subject: `आपका ऑर्डर ${v.orderNumber} अस्वीकार कर दिया गया है`,
      text: `${v.tokens} ${v.tokenSymbol} (₹${v.amount}) का आपका ऑर्डर ${v.orderNumber} अस्वीकार कर दिया गया है, और आपके खाते में कोई टोकन नहीं जोड़ा गया।${v.reasonLine}\nऑर्डर देखें: ${v.orderLink}`,
    },
    sms: `${v.orderNumber} अस्वीकृत: ${v.tokens} ${v.tokenSymbol}, ₹${v.amount}। कारण: ${v.listLink}`,
  }),
}

/** The admin's reason, as its own line of the rejection email. */
export const rejectionReasonLine: ByLanguage<(reason: string) => string> = {
  en: (reason) => `\nReason: ${reason}`,
  hi: (reason) => `\nकारण: ${reason}`,
}

/**
 * A template as a PostgreSQL format() string: each value becomes its positional argument (%1$s for
 * the first of `keys`, and so on) and the template's own % is doubled. Rendered with stand-ins (a private-use
 * character around the value's place) that no template contains, so the text is written once, here, for both TypeScript and SQL.
 */
export function asFormat<K extends string>(render: (values: Record<K, string>) => string, keys: readonly K[]): string {
  const stand = (i: number) => `\uE000${i}\uE000`
  const values = Object.fromEntries(keys.map((key, i) => [key, stand(i)])) as Record<K, string>
  return render(values)
    .replaceAll('%', '%%')
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => `%${Number(i) + 1}$s`)
}

/** The order of the values in a decision's format() arguments. */
export const DECISION_KEYS = ['orderNumber', 'tokens', 'tokenSymbol', 'amount', 'orderLink', 'listLink', 'reasonLine'] as const satisfies readonly (keyof DecisionValues)[]
