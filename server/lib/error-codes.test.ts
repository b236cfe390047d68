import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { ERROR_MESSAGES, errorMessage, type ErrorCode } from './error-codes'
import { failure, HttpError, notFound, tooManyRequests } from './errors'

const root = path.resolve(import.meta.dirname, '../..')

/** Every server source file but the catalogue and the tests: where refusals are thrown or sent. */
function serverSources(dir = path.join(root, 'server')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return serverSources(full)
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && full !== path.join(root, 'server/lib/error-codes.ts')
    return isSource ? [full] : []
  })
}

describe('the error catalogue', () => {
  const codes = Object.keys(ERROR_MESSAGES) as ErrorCode[]

  it('is what the contract lists as ErrorResponse.code', () => {
    const contract = parse(fs.readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as {
      components: { schemas: { ErrorResponse: { required: string[]; properties: { code: { enum: string[]; pattern: string } } } } }
    }
    const schema = contract.components.schemas.ErrorResponse
    expect(schema.required).toContain('code')
    expect([...schema.properties.code.enum].sort()).toEqual([...codes].sort())
    for (const code of codes) expect(code).toMatch(new RegExp(schema.properties.code.pattern))
  })

  it('has no code that nothing answers with', () => {
    const source = serverSources()
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    const unused = codes.filter((code) => !source.includes(`'${code}'`))
    expect(unused).toEqual([])
  })

  it('says each English message once, so a message maps back to one code', () => {
    const messages = codes.map((code) => JSON.stringify(ERROR_MESSAGES[code]))
    expect(new Set(messages).size).toBe(messages.length)
  })

  it('puts the values into the message and carries them as params', () => {
    expect(errorMessage('RATE_LIMITED', { seconds: 42 })).toBe('Too many requests. Please try again in 42 seconds.')
    const refusal = tooManyRequests('RATE_LIMITED', 42, { seconds: 42 })
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', params: { seconds: 42 }, retryAfterSeconds: 42 })
    expect(refusal.message).toBe('Too many requests. Please try again in 42 seconds.')
    expect(notFound('PURCHASE_NOT_FOUND')).toMatchObject({ statusCode: 404, code: 'PURCHASE_NOT_FOUND', params: undefined, message: 'Purchase not found.' })
    expect(failure('ROUTE_NOT_FOUND', { method: 'GET', path: '/api/x' })).toEqual({
      status: false,
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/x' },
      message: 'Route GET /api/x not found',
    })
  })
})
