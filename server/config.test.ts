import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { httpsOptions, loadConfig } from './config'

describe('httpsOptions', () => {
  it('is off without TLS files: the server speaks plain HTTP', () => {
    expect(httpsOptions(loadConfig({}))).toBeUndefined()
  })

  it('refuses half a pair rather than silently serving plain HTTP', () => {
    expect(() => httpsOptions(loadConfig({ TLS_CERT_FILE: '/tmp/cert.pem' }))).toThrow('Set both TLS_CERT_FILE and TLS_KEY_FILE')
    expect(() => httpsOptions(loadConfig({ TLS_KEY_FILE: '/tmp/key.pem' }))).toThrow('Set both TLS_CERT_FILE and TLS_KEY_FILE')
  })

  it('names the variable whose file cannot be read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-tls-'))
    fs.writeFileSync(path.join(dir, 'cert.pem'), 'CERT')
    try {
      expect(() => httpsOptions(loadConfig({ TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'missing.pem') }))).toThrow(/Cannot read TLS_KEY_FILE/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reads both files and keeps HTTP/1.1 beside HTTP/2', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-tls-'))
    fs.writeFileSync(path.join(dir, 'cert.pem'), 'CERT')
    fs.writeFileSync(path.join(dir, 'key.pem'), 'KEY')
    try {
      const options = httpsOptions(loadConfig({ TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem') }))
      expect(options?.cert.toString()).toBe('CERT')
      expect(options?.key.toString()).toBe('KEY')
      expect(options?.allowHTTP1).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
