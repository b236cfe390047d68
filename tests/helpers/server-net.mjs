// What the suites' server processes, `npm run bench` and `npm run bench:web` all need to start a
// server and know it is up. Plain JavaScript so that the benches (node, no TypeScript loader) share it.
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * A request whose answer is read whole. Over HTTPS it trusts only `ca`, the throwaway certificate
 * the server was started with: fetch cannot be given a CA.
 */
export function request(url, { ca, method = 'GET', body, headers: extra = {}, timeoutMs = 10_000 } = {}) {
  const client = url.startsWith('https:') ? https : http
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra }
  return new Promise((resolve, reject) => {
    const req = client.request(url, { ca, method, headers, timeout: timeoutMs }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

/**
 * Waits until `${origin}/api/health` answers 200, or `child` (the server's process) exits first, or
 * the deadline passes.
 */
export async function waitForHealth(origin, { ca, timeoutMs, child }) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before it was healthy (code ${child.exitCode}, signal ${child.signalCode})`)
    }
    try {
      if ((await request(`${origin}/api/health`, { ca, timeoutMs: 2_000 })).status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${origin} not healthy after ${timeoutMs} ms`)
}
