import type { Language } from '@/client/types.gen'

/**
 * The payment receipt's words, in each language a member can choose (users.language). English is
 * the product's own wording; the Hindi is written as an Indian product writes it, keeping UPI, UTR
 * and the token symbol in Latin letters. Numbers keep Indian grouping with Latin digits in both.
 */
export interface ReceiptWords {
  title: string
  subtitle: string
  token: string
  sectionMember: string
  sectionPayment: string
  name: string
  memberId: string
  email: string
  mobile: string
  orderNumber: string
  amount: string
  fee: (percent: string) => string
  total: string
  tokens: string
  price: string
  method: string
  methods: Record<'UPI' | 'BANK' | 'MANUAL' | 'CRYPTO', string>
  utr: string
  noUtr: string
  approvedAt: string
  approvedBy: string
  deletedAdmin: string
  status: string
  approved: string
  footer: (company: string) => string
}

export const receiptWords: Record<Language, ReceiptWords> = {
  en: {
    title: 'Payment receipt',
    subtitle: 'Token purchase',
    token: 'Token',
    sectionMember: 'Member',
    sectionPayment: 'Payment',
    name: 'Name',
    memberId: 'Member ID',
    email: 'Email',
    mobile: 'Mobile',
    orderNumber: 'Order number',
    amount: 'Amount',
    fee: (percent) => `Platform fee (${percent}%)`,
    total: 'Total paid',
    tokens: 'Tokens',
    price: 'Price per token',
    method: 'Payment method',
    methods: { UPI: 'UPI', BANK: 'Bank transfer', MANUAL: 'Manual', CRYPTO: 'Crypto' },
    utr: 'UTR / transaction number',
    noUtr: 'None',
    approvedAt: 'Approved on',
    approvedBy: 'Approved by',
    deletedAdmin: 'Deleted admin',
    status: 'Status',
    approved: 'Approved',
    footer: (company) => `This receipt confirms that ${company} received the payment above and approved the purchase. It was generated electronically and needs no signature.`,
  },
  hi: {
    title: 'भुगतान रसीद',
    subtitle: 'टोकन ख़रीद',
    token: 'टोकन',
    sectionMember: 'सदस्य',
    sectionPayment: 'भुगतान',
    name: 'नाम',
    memberId: 'सदस्य ID',
    email: 'ईमेल',
    mobile: 'मोबाइल',
    orderNumber: 'ऑर्डर नंबर',
    amount: 'राशि',
    fee: (percent) => `प्लेटफ़ॉर्म शुल्क (${percent}%)`,
    total: 'कुल भुगतान',
    tokens: 'टोकन',
    price: 'प्रति टोकन मूल्य',
    method: 'भुगतान का तरीका',
    methods: { UPI: 'UPI', BANK: 'बैंक ट्रांसफ़र', MANUAL: 'मैनुअल', CRYPTO: 'क्रिप्टो' },
    utr: 'UTR / ट्रांज़ैक्शन नंबर',
    noUtr: 'कोई नहीं',
    approvedAt: 'स्वीकृति का समय',
    approvedBy: 'स्वीकृत करने वाले',
    deletedAdmin: 'हटाया गया एडमिन',
    status: 'स्थिति',
    approved: 'स्वीकृत',
    footer: (company) => `यह रसीद पुष्टि करती है कि ${company} को ऊपर दिया गया भुगतान मिला और ख़रीद स्वीकृत की गई। यह इलेक्ट्रॉनिक रूप से बनाई गई है और इस पर हस्ताक्षर की ज़रूरत नहीं है।`,
  },
}

/** 1234567 -> 12,34,567: the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/**
 * A money string from the database ("123456.5", "123456.50") as ₹1,23,456.50. Worked on the
 * digits, never through a float, so any amount the numeric column holds prints exactly.
 */
export function formatRupees(value: string): string {
  const negative = value.startsWith('-')
  const [whole, fraction = ''] = value.replace(/^-/, '').split('.')
  return `${negative ? '-' : ''}₹${groupIndian(whole.replace(/^0+(?=\d)/, ''))}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

/** Whole tokens with Indian grouping and the token's symbol: 1,23,456 STR. */
export function formatTokens(quantity: string, symbol: string): string {
  return `${groupIndian(quantity.replace(/\.0*$/, ''))} ${symbol}`
}

/** A percent as the company set it, without trailing zeros: "1.50" -> "1.5", "2.00" -> "2". */
export function formatPercent(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value
}

const istParts = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'Asia/Kolkata',
  }),
}

/**
 * A moment in India's time, "27 Nov 2026, 10:48 am IST" (Hindi: "27 नवंबर 2026, 10:48 am IST"),
 * put together from its parts so that both languages share one order and the am/pm of a clock.
 */
export function formatIst(at: Date, language: Language): string {
  const parts = istParts[language].formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const hour = Number(part('hour')) % 12 || 12
  const dayPeriod = at.toLocaleString('en-US', { hour: 'numeric', hourCycle: 'h12', timeZone: 'Asia/Kolkata' }).endsWith('PM') ? 'pm' : 'am'
  // en-IN writes September "Sept"; a receipt says the common three letters.
  const month = language === 'en' ? part('month').slice(0, 3) : part('month')
  return `${part('day')} ${month} ${part('year')}, ${hour}:${part('minute')} ${dayPeriod} IST`
}
