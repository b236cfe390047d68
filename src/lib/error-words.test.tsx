import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../tests/web/msw'
import { renderApp } from '../../tests/web/render-app'
import { ERROR_MESSAGES, errorMessage, type ErrorCode } from '../../server/lib/error-codes'
import { wordError } from '@/lib/error-words'
import { loadMessages, setMessageLocale } from '@/lib/message-locale'

const LOGIN_URL = '/api/v1/user/auth/login'
const codes = Object.keys(ERROR_MESSAGES) as ErrorCode[]

/** A value for each placeholder of a code's English message. */
function sampleParams(code: ErrorCode): Record<string, string> {
  const names = [ERROR_MESSAGES[code]].flat().flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))
  return Object.fromEntries(names.map((name) => [name, name === 'status' ? 'approved' : `${name}-value`]))
}

describe('the words of each error code', () => {
  afterEach(() => setMessageLocale('en'))

  it("are the server's own English message for every code, values filled and lists kept", () => {
    for (const code of codes) {
      const params = sampleParams(code)
      expect(wordError({ code, params }), code).toEqual(errorMessage(code, params))
    }
  })

  it('are Hindi for every code once the Hindi words are loaded, with their values', async () => {
    await loadMessages('hi')
    setMessageLocale('hi')
    for (const code of codes) {
      const params = sampleParams(code)
      const words = [wordError({ code, params }) ?? []].flat()
      expect(words.length, code).toBeGreaterThan(0)
      for (const text of words) {
        expect(text, code).toMatch(/[\u0900-\u097F]/)
        expect(text, code).not.toContain('undefined')
        for (const value of Object.values(params).filter((value) => value !== 'approved')) expect(text, code).toContain(value)
      }
    }
    expect(wordError({ code: 'EMAIL_AND_MOBILE_ALREADY_REGISTERED' })).toEqual(['यह ईमेल पहले से रजिस्टर है। कृपया लॉग इन करें।', 'यह मोबाइल नंबर पहले से रजिस्टर है।'])
    expect(wordError({ code: 'PURCHASE_ALREADY_DECIDED', params: { status: 'approved' } })).toBe('यह खरीद पहले ही मंज़ूर हो चुकी है।')
    expect(wordError({ code: 'PURCHASE_ALREADY_DECIDED', params: { status: 'rejected' } })).toBe('यह खरीद पहले ही अस्वीकार हो चुकी है।')
    expect(wordError({ code: 'VALIDATION_FAILED' })).toBe('भेजी गई जानकारी सही नहीं है। कृपया जाँचकर फिर से भेजें।')
    expect(wordError({ code: 'VALIDATION_FAILED', params: { field: 'email' } })).toBe('फ़ील्ड email की जानकारी सही नहीं है। कृपया जाँचकर फिर से भेजें।')
  })

  it('are none for a code this build does not know, or an envelope without a code', () => {
    expect(wordError({ code: 'SOMETHING_NEW', message: 'Something new.' })).toBeUndefined()
    expect(wordError({ code: 'toString' })).toBeUndefined()
    expect(wordError({ message: 'No code.' })).toBeUndefined()
  })
})

describe('a server error on the member login page', () => {
  function answer(status: number, body: Record<string, unknown>) {
    server.use(http.post(LOGIN_URL, () => HttpResponse.json({ status: false, ...body }, { status })))
  }

  async function logIn(language: 'en' | 'hi') {
    window.localStorage.setItem('language', language)
    const { user } = await renderApp('/')
    const [email, password, submit] = language === 'hi' ? ['ईमेल', 'पासवर्ड', 'लॉग इन करें'] : ['Email', 'Password', 'Log in']
    await user.type(await screen.findByRole('textbox', { name: email }), 'asha@example.com')
    await user.type(screen.getByLabelText(new RegExp(`^${password}`), { selector: 'input' }), 'Secret@123')
    await user.click(screen.getByRole('button', { name: submit }))
    return user
  }

  it('is worded in Hindi from its code', async () => {
    answer(400, { code: 'INVALID_LOGIN', message: 'Invalid email or password.' })
    await logIn('hi')
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है।')).toBeInTheDocument()
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument()
  })

  it("is the server's message unchanged in English", async () => {
    answer(400, { code: 'INVALID_LOGIN', message: 'Invalid email or password.' })
    await logIn('en')
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument()
  })

  it("keeps the server's own English, a list included (one toast per item), over the catalogue's", async () => {
    answer(400, { code: 'VALIDATION_FAILED', message: ['user must be an email', 'password is required'] })
    await logIn('en')
    expect(await screen.findByText('user must be an email')).toBeInTheDocument()
    expect(screen.getByText('password is required')).toBeInTheDocument()
    expect(screen.queryByText('The request is not valid.')).not.toBeInTheDocument()
  })

  it("is the server's message again once the reader switches back to English", async () => {
    answer(400, { code: 'VALIDATION_FAILED', params: { field: 'user' }, message: 'user must be an email' })
    const user = await logIn('hi')
    expect(await screen.findByText('फ़ील्ड user की जानकारी सही नहीं है। कृपया जाँचकर फिर से भेजें।')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'English')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('user must be an email')).toBeInTheDocument()
  })

  it("falls back to the server's message for a code the SPA has no words for", async () => {
    answer(400, { code: 'SOMETHING_NEW', message: 'Something new went wrong.' })
    await logIn('hi')
    expect(await screen.findByText('Something new went wrong.')).toBeInTheDocument()
  })

  it('fills in the values the server sends in params', async () => {
    answer(429, { code: 'RATE_LIMITED', params: { seconds: 42 }, message: 'Too many requests. Please try again in 42 seconds.' })
    await logIn('hi')
    expect(await screen.findByText('बहुत ज़्यादा अनुरोध। कृपया 42 सेकंड बाद फिर कोशिश करें।')).toBeInTheDocument()
  })
})
