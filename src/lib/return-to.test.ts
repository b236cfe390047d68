import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isReturnPath, loginSearchSchema } from '@/lib/return-to'

describe('isReturnPath', () => {
  it('takes a path of the area, with its search and hash', () => {
    expect(isReturnPath('/user/payment?purchaseId=PUR-123456&purchaseAmount=1000', '/user')).toBe(true)
    expect(isReturnPath('/admin/purchaserequest?tab=history&status=REJECTED', '/admin')).toBe(true)
    expect(isReturnPath('/superadmin/companymanage', '/superadmin')).toBe(true)
  })

  it('refuses other sites, however the address is disguised', () => {
    for (const value of [
      'https://evil.example/user',
      '//evil.example/user/dashboard',
      '/\\evil.example/user',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/user/../../evil',
      ' /user/dashboard',
      '/user/dashboard\n',
      'user/dashboard',
    ]) {
      expect(isReturnPath(value, '/user'), value).toBe(false)
    }
  })

  it("refuses another area's pages and the login and logout pages", () => {
    expect(isReturnPath('/admin/usermanage', '/user')).toBe(false)
    expect(isReturnPath('/superadmin/dashboard', '/admin')).toBe(false)
    expect(isReturnPath('/administrator', '/admin')).toBe(false)
    expect(isReturnPath('/admin/login', '/admin')).toBe(false)
    expect(isReturnPath('/admin/logout', '/admin')).toBe(false)
  })

  it('never accepts anything that resolves off our origin (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!isReturnPath(value, '/user')) return
        const url = new URL(value, 'https://app.invalid')
        expect(url.origin).toBe('https://app.invalid')
        expect(url.pathname.startsWith('/user')).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('loginSearchSchema', () => {
  it('keeps a good destination and drops a bad one, without failing', () => {
    const schema = loginSearchSchema('/user')
    expect(v.parse(schema, { redirect: '/user/profile', expired: '1' })).toEqual({ redirect: '/user/profile', expired: '1' })
    expect(v.parse(schema, { redirect: 'https://evil.example', expired: 'yes' })).toEqual({ redirect: undefined, expired: undefined })
  })
})
