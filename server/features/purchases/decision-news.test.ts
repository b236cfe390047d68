import { describe, expect, it } from 'vitest'
import { asFormat, DECISION_KEYS, purchaseApproved, purchaseRejected, rejectionReasonLine, type DecisionValues } from './decision-news'

/**
 * A decision SMS may take two parts at most, in every language, with the longest values it can
 * carry: 306 GSM-7 characters in English (153 a part), 134 UCS-2 in Hindi (67 a part). GSM-7 only
 * when every character is in the GSM 03.38 alphabet: the rupee sign is not, so English writes INR.
 */

const GSM7_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà')
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f')

function measure(text: string): { encoding: 'GSM-7' | 'UCS-2'; parts: number } {
  const chars = [...text]
  if (chars.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c))) {
    const units = chars.reduce((sum, c) => sum + (GSM7_EXTENSION.has(c) ? 2 : 1), 0)
    return { encoding: 'GSM-7', parts: units <= 160 ? 1 : Math.ceil(units / 153) }
  }
  return { encoding: 'UCS-2', parts: text.length <= 70 ? 1 : Math.ceil(text.length / 67) }
}

/**
 * The longest values an SMS is filled with: a PUR- order number, a token symbol of the 10 characters
 * the contract allows, a crore of tokens and of rupees (1,00,00,000), an APP_URL of 29 characters (https://tokens.example-app.in).
 * A bigger order still arrives, in a third part.
 */
const APP_URL = 'https://tokens.example-app.in'
const LONGEST: DecisionValues = {
  orderNumber: 'PUR-999999',
  tokens: '1,00,00,000',
  tokenSymbol: 'ABCDEFGHIJ',
  amount: '1,00,00,000.00',
  orderLink: `${APP_URL}/user/payment-history?status=ALL&search=PUR-999999`,
  listLink: `${APP_URL}/user/payment-history?status=REJECTED`,
  reasonLine: rejectionReasonLine.en('x'.repeat(500)),
}

describe('a decision SMS', () => {
  for (const [name, templates] of Object.entries({ purchaseApproved, purchaseRejected })) {
    for (const [language, render] of Object.entries(templates)) {
      it(`${name} in ${language} fits two parts with the longest values`, () => {
        const { encoding, parts } = measure(render(LONGEST).sms)
        expect(encoding).toBe(language === 'en' ? 'GSM-7' : 'UCS-2')
        expect(parts).toBeLessThanOrEqual(2)
      })
    }
  }
})

describe('a template as a format() string', () => {
  it('numbers its values in order and doubles its own percent signs', () => {
    expect(asFormat(({ a, b }) => `${b} of ${a} at 100%`, ['a', 'b'])).toBe('%2$s of %1$s at 100%%')
    const approved = asFormat((v) => purchaseApproved.en(v).sms, DECISION_KEYS)
    expect(approved).toContain('%1$s')
    expect(approved).not.toMatch(/%(?!\d\$s|%)/)
  })
})
