// `npm start`: build the SPA when its sources are newer than the last build, then run the server.
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'dist/web/index.html')
const sources = ['src', 'index.html', 'vite.config.ts', 'scripts/route-pages.ts', 'package.json'].map((p) => path.join(root, p))

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))))
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0
if (builtAt < Math.max(...sources.map(newestMtime))) {
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

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
