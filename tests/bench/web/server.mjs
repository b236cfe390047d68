// The real product server on a free port with a throwaway database, as Playwright starts it, over
// HTTPS by default: every deployment of a payment product is, and a browser then speaks HTTP/2.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, request, waitForHealth } from '../../helpers/server-net.mjs'
import { selfSignedCert } from '../../helpers/tls.mjs'

/** `tls: false` serves plain HTTP/1.1 (BENCH_WEB_TLS=0), for comparison. */
export async function startServer(root, { tls = true } = {}) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'token-presale-bench-web-'))
  // The bench's Chromium ignores the issuer (lighthouse.mjs); its own calls trust this one certificate.
  const cert = tls ? selfSignedCert(dataDir) : null
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      NODE_ENV: 'test-e2e',
      LOG_LEVEL: 'warn',
      ...(cert ? { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } : {}),
    },
  })
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`
  const ca = cert?.cert
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(origin, { ca, timeoutMs: 180_000, child })
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origin,
    stop,
    post: (pathname, body) => request(`${origin}${pathname}`, { ca, method: 'POST', body }),
    put: (pathname, body, token) => request(`${origin}${pathname}`, { ca, method: 'PUT', body, headers: { authorization: token } }),
  }
}

const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'

async function signIn(server, pathname, body) {
  const res = await server.post(pathname, body)
  const json = JSON.parse(res.text)
  if (res.status !== 200 || !json.status) throw new Error(`${pathname} answered ${res.status}: ${JSON.stringify(json.message)}`)
  return json.data.token
}

/**
 * The language a page is audited in, as the SPA keeps it (src/lib/locale.ts): a choice on the switch
 * is `language` in localStorage; English, the base language, is what a first visit gets with an
 * English browser (the bench's Chromium), so it writes nothing, as the English audits always did.
 */
const languageEntry = (language) => (language === 'en' ? {} : { language })

/** A guest on a sign-in page in `language`: nothing stored in English, the switch's choice otherwise. */
export async function guestStorage(_server, language = 'en') {
  // Empty rather than none: the audit then clears what an earlier audit left (a Hindi choice), so
  // an English guest is a first visit, which follows the browser's language.
  return languageEntry(language)
}

/**
 * localStorage a signed-in visitor has, keyed as the SPA keeps it (src/lib/auth-storage.ts). A
 * member's language is on the profile (`language`, which the app applies when it reads the profile):
 * set there first, then stored as the switch stores it, as a returning member's browser has it.
 */
export async function memberStorage(server, language = 'en') {
  const token = await signIn(server, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })
  const res = await server.put('/api/v1/user/auth/profile/language', { language }, token)
  if (res.status !== 200) throw new Error(`/api/v1/user/auth/profile/language answered ${res.status}: ${res.text}`)
  return { authToken: token, ...languageEntry(language) }
}

/** A returning admin: the one-time first-visit reload has already happened (reloadCount 2). Consoles keep the language in localStorage only. */
export async function adminStorage(server, language = 'en') {
  const token = await signIn(server, '/api/v1/company/auth/login', { email: 'admin@str.example', password: 'Admin@2026!' })
  return { accessToken: token, isLoggedIn: 'true', reloadCount: '2', ...languageEntry(language) }
}
