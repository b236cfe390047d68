// House rules: domain slices never reach inside each other (ui -> features -> routes), on both sides:
// in the SPA, another slice is used only through its public face, `@/features/<slice>` (its index.ts);
// a slice's role views (member/, admin/, superadmin/) never import each other either: what two
// roles share sits at the slice's root, once.
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

const ROLES = new Set(['member', 'admin', 'superadmin'])
function roleOf(inFeatures) {
  const second = inFeatures.split(path.sep)[1]
  return ROLES.has(second) ? second : null
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
      if (featuresDir === 'src/features' && spec === `@/features/${other}`) continue
      // server/features/service.ts composes every feature's handlers: that is its job.
      if (other !== own && !file.endsWith(path.join('server', 'features', 'service.ts'))) {
        problems.push(`${path.relative(root, file)} imports feature '${other}' (${spec})`)
        continue
      }
      const ownRole = roleOf(path.relative(base, file))
      const otherRole = roleOf(rel)
      if (ownRole && otherRole && ownRole !== otherRole) {
        problems.push(`${path.relative(root, file)} (${ownRole} view) imports the ${otherRole} view's ${spec}`)
      }
    }
  }
}

// Layers point one way on the server: lib knows no plugin and no feature, and nothing in server/
// imports a script (scripts/ may import the server, never the reverse).
for (const file of walk(path.join(root, 'server'))) {
  const source = fs.readFileSync(file, 'utf8')
  const inLib = path.relative(path.join(root, 'server/lib'), file).split(path.sep)[0] !== '..'
  for (const match of source.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
    if (!match[1].startsWith('.')) continue
    const target = path.relative(root, path.resolve(path.dirname(file), match[1]))
    if (target.startsWith('scripts')) problems.push(`${path.relative(root, file)} imports a script (${match[1]})`)
    if (inLib && (target.startsWith(path.join('server', 'plugins')) || target.startsWith(path.join('server', 'features')))) {
      problems.push(`${path.relative(root, file)} is in server/lib and imports upward (${match[1]})`)
    }
  }
}

if (problems.length) {
  console.error(`Import rules broken:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('feature boundaries: ok')
