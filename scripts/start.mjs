// `npm start`: build the SPA when its sources are newer than the last build, then run the server.
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { serverNodeArgs } from './server-args.mjs'

const root = path.resolve(import.meta.dirname, '..')
const webDir = path.join(root, 'dist/web')
const builtIndex = path.join(webDir, 'index.html')
const sources = ['src', 'index.html', 'vite.config.ts', 'scripts/route-pages.ts', 'package.json'].map((p) => path.join(root, p))

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))))
}

// A WEB_DIR elsewhere means the SPA is served from a build made by other means (an image, a CDN copy).
const servesOwnBuild = path.resolve(root, process.env.WEB_DIR ?? webDir) === webDir
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0
if (servesOwnBuild && builtAt < Math.max(...sources.map(newestMtime))) {
  console.log('Building the web app (first start or changed sources)...')
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // The bundle is always the production one, whatever NODE_ENV the server itself runs under.
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const compress = spawnSync(process.execPath, [path.join(root, 'scripts/compress-web.mjs')], { cwd: root, stdio: 'inherit' })
  if (compress.status !== 0) process.exit(compress.status ?? 1)
}

/**
 * The server runs in its own process group, so a Ctrl+C in a terminal (SIGINT to the whole
 * foreground group) reaches it once, through us, and not twice: close-with-grace takes a second
 * signal as "exit now" and would drop requests in flight. Whatever stops this process (SIGTERM from
 * a process manager, SIGINT, or even SIGKILL, seen by the server as its IPC channel closing) stops
 * the server gracefully; package.json's `exec` makes npm's own signal reach this process.
 */
const server = spawn(process.execPath, serverNodeArgs(process.env, path.join(root, 'server/main.ts')), {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
})
// One Ctrl+C reaches us twice, from the terminal (the whole group) and from npm, which forwards it
// as well; a repeat within a second is that echo and is not passed on, because close-with-grace
// would take it as a second Ctrl+C and exit at once. A real second Ctrl+C, later, still forces it.
let lastForwarded = 0
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (Date.now() - lastForwarded < 1000) return
    lastForwarded = Date.now()
    server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal)
  })
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
