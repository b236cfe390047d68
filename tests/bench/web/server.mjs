// The real product server on a free port with a throwaway database, as Playwright starts it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

async function waitForHealth(origin, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server did not become healthy in time')
}

export async function startServer(root) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'token-presale-bench-web-'))
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', NODE_ENV: 'test-e2e', LOG_LEVEL: 'warn' },
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(origin, child, 180_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}

const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'

async function post(origin, pathname, body) {
  const res = await fetch(`${origin}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json = await res.json()
  if (!res.ok || !json.status) throw new Error(`${pathname} answered ${res.status}: ${JSON.stringify(json.message)}`)
  return json.data.token
}

/** localStorage a signed-in visitor has, keyed as the SPA keeps it (src/lib/auth-storage.ts). */
export async function memberStorage(origin) {
  const token = await post(origin, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })
  return { authToken: token }
}

/** A returning admin: the one-time first-visit reload has already happened (reloadCount 2). */
export async function adminStorage(origin) {
  const token = await post(origin, '/api/v1/company/auth/login', { email: 'admin@str.example', password: 'Admin@2026!' })
  return { accessToken: token, isLoggedIn: 'true', reloadCount: '2' }
}
