/**
 * Query values percent-encoded (a space is %20, never +, which UPI apps show literally); '@' is
 * legal in a query and some UPI apps do not decode %40 in the payee address, so it stays as is.
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@')
}

interface UpiLinkInput {
  /** The payee's UPI ID (pa). */
  payeeId: string
  /** The name the UPI app shows (pn). */
  payeeName: string
  /** The total to pay with 2 decimals (am). */
  amount: string
  orderNumber: string
}

/** The UPI deep link the QR code carries: upi://pay?pa=..&pn=..&am=..&cu=INR&tn=Order%20PUR-123456. */
export function buildUpiLink({ payeeId, payeeName, amount, orderNumber }: UpiLinkInput): string {
  const params: [string, string][] = [
    ['pa', payeeId],
    ['pn', payeeName],
    ['am', amount],
    ['cu', 'INR'],
    ['tn', `Order ${orderNumber}`],
  ]
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&')}`
}

/**
 * The three apps the spec lists, each opened by its own scheme with the same payment. A phone opens
 * the app when it is installed; the plain upi:// link lets the phone choose among all UPI apps.
 */
const APP_SCHEMES = [
  { app: 'Paytm', prefix: 'paytmmp://pay?' },
  { app: 'PhonePe', prefix: 'phonepe://pay?' },
  { app: 'Google Pay', prefix: 'tez://upi/pay?' },
] as const

export const UPI_APPS = APP_SCHEMES.map(({ app }) => app)

export function upiAppLinks(upiLink: string): { app: string; href: string }[] {
  const query = upiLink.slice(upiLink.indexOf('?') + 1)
  return APP_SCHEMES.map(({ app, prefix }) => ({ app, href: prefix + query }))
}
