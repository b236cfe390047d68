import { describe, expect, it } from 'vitest'
import { formatCountdown } from '@/features/purchases/member/payment/countdown'
import { orderDetails } from '@/features/purchases/member/payment/order'
import { buildUpiLink, upiAppLinks } from '@/features/purchases/member/payment/upi-link'

describe('buildUpiLink', () => {
  it('carries pa, pn, am, cu=INR and tn, with spaces as %20', () => {
    expect(buildUpiLink({ payeeId: 'strtoken@sbi', payeeName: 'STR Token', amount: '102.00', orderNumber: 'PUR-123456' })).toBe(
      'upi://pay?pa=strtoken@sbi&pn=STR%20Token&am=102.00&cu=INR&tn=Order%20PUR-123456',
    )
  })

  it('encodes characters that would break the query', () => {
    expect(buildUpiLink({ payeeId: 'a.b@okaxis', payeeName: 'Ravi & Sons', amount: '1.00', orderNumber: 'PUR-000001' })).toBe(
      'upi://pay?pa=a.b@okaxis&pn=Ravi%20%26%20Sons&am=1.00&cu=INR&tn=Order%20PUR-000001',
    )
  })
})

describe('orderDetails', () => {
  it('computes the fee and total to 2 places', () => {
    expect(orderDetails('PUR-000001', '100.5', '2.50')).toEqual({
      orderNumber: 'PUR-000001',
      orderAmount: '100.5',
      feePercent: '2.50',
      feeAmount: '2.51',
      totalAmount: '103.01',
    })
  })

  it('gives zeros without an order', () => {
    expect(orderDetails(undefined, undefined, '2.00')).toMatchObject({ orderNumber: '', orderAmount: '0', feeAmount: '0.00', totalAmount: '0.00' })
  })
})

describe('formatCountdown', () => {
  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [65, '01:05'],
    [1, '00:01'],
    [0, 'expired!'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text)
  })
})

describe('upiAppLinks', () => {
  it('opens each listed app with the same payment as the upi:// link', () => {
    const link = buildUpiLink({ payeeId: 'strtoken@sbi', payeeName: 'STR Token', amount: '102.00', orderNumber: 'PUR-123456' })
    const query = 'pa=strtoken@sbi&pn=STR%20Token&am=102.00&cu=INR&tn=Order%20PUR-123456'
    expect(upiAppLinks(link)).toEqual([
      { app: 'Paytm', href: `paytmmp://pay?${query}` },
      { app: 'PhonePe', href: `phonepe://pay?${query}` },
      { app: 'Google Pay', href: `tez://upi/pay?${query}` },
    ])
  })
})
