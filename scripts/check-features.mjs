// House rule: feature folders never import each other (ui -> features -> routes), on both sides.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const problems = []

function walk(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

for (const featuresDir of ['src/features', 'server/features']) {
  const base = path.join(root, featuresDir)
  for (const file of walk(base)) {
    const own = path.relative(base, file).split(path.sep)[0]
    const source = fs.readFileSync(file, 'utf8')
    for (const match of source.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
      const spec = match[1]
      let target
      if (spec.startsWith('@/features/')) target = path.join(root, 'src', spec.slice(2))
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec)
      else continue
      const rel = path.relative(base, target)
      if (rel.startsWith('..') || path.isAbsolute(rel)) continue
      const other = rel.split(path.sep)[0]
      // server/features/service.ts composes every feature's handlers: that is its job.
      if (other !== own && !file.endsWith(path.join('server', 'features', 'service.ts'))) {
        problems.push(`${path.relative(root, file)} imports feature '${other}' (${spec})`)
      }
    }
  }
}

if (problems.length) {
  console.error(`Features must not import each other:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('feature boundaries: ok')
