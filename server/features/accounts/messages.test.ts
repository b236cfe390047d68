import { describe, expect, it } from 'vitest'
import * as messages from './messages'

/**
 * Every SMS template must reach the phone as one part in every language: a split code SMS costs
 * twice, and some handsets show its parts out of order. An SMS is GSM-7 when every character is in
 * the GSM 03.38 alphabet (160 in one part, 153 per part when split; an extension character takes
 * two), and UCS-2 otherwise, which any Devanagari makes it (70 in one part, 67 per part).
 */

const GSM7_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà')
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f')

function measure(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; parts: number } {
  const chars = [...text]
  if (chars.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c))) {
    const units = chars.reduce((sum, c) => sum + (GSM7_EXTENSION.has(c) ? 2 : 1), 0)
    return { encoding: 'GSM-7', units, parts: units <= 160 ? 1 : Math.ceil(units / 153) }
  }
  // UCS-2 counts UTF-16 code units (a character outside the BMP takes two).
  const units = text.length
  return { encoding: 'UCS-2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) }
}

/** The longest values a template is filled with: a code is always six digits. */
const LONGEST_CODE = '999999'

/** Every template of the catalogue that has an SMS, in every language it has. */
const smsTemplates = Object.entries(messages).flatMap(([name, message]) =>
  typeof message === 'function'
    ? []
    : Object.entries(message).flatMap(([language, render]) => {
        const rendered: { sms?: string } = render(LONGEST_CODE)
        return rendered.sms === undefined ? [] : [{ name, language, sms: rendered.sms }]
      }),
)

describe('SMS length', () => {
  it('counts GSM-7 and UCS-2 parts as carriers do', () => {
    expect(measure('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 })
    expect(measure('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 })
    expect(measure('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 })
    expect(measure(`${'a'.repeat(159)}[`)).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 })
    expect(measure('क'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 })
    expect(measure('क'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 })
    expect(measure('क'.repeat(135))).toEqual({ encoding: 'UCS-2', units: 135, parts: 3 })
    // One character outside GSM-7 makes the whole message UCS-2.
    expect(measure(`${'a'.repeat(70)}₹`).encoding).toBe('UCS-2')
  })

  it('finds the SMS templates: the registration code and the mobile change code, in English and Hindi', () => {
    expect(smsTemplates.map(({ name, language }) => `${name}.${language}`).sort()).toEqual([
      'mobileChangeCode.en',
      'mobileChangeCode.hi',
      'registrationCode.en',
      'registrationCode.hi',
    ])
  })

  it.each(smsTemplates)('$name in $language fits one part with its longest values', ({ language, sms }) => {
    const measured = measure(sms)
    // English stays GSM-7 (a stray curly quote would make it UCS-2 and cut its room to 70).
    expect(measured.encoding).toBe(language === 'en' ? 'GSM-7' : 'UCS-2')
    expect(measured.parts, `${measured.units} ${measured.encoding} units: ${sms}`).toBe(1)
  })
})
