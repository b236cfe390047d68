import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Which of Mantine's per-component style files the app needs: every component it imports from
// '@mantine/core' (directly, or through the chart and toast packages), and every component those
// use inside Mantine, found by following Mantine's own relative imports.
const root = path.resolve(import.meta.dirname, '../..')
const mantine = path.join(root, 'node_modules/@mantine')
const stylesDir = path.join(mantine, 'core/styles')
const read = (file: string) => fs.readFileSync(file, 'utf8')

function exportsOf(pkg: string): Map<string, string> {
  const esm = path.join(mantine, pkg, 'esm')
  const files = new Map<string, string>()
  for (const [, names, from] of read(path.join(esm, 'index.mjs')).matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    for (const name of names.split(',')) files.set(name.trim().split(' as ').pop()!, path.join(esm, from))
  }
  return files
}

/** Names a source takes from a Mantine package, by `import { … }` or `export { … } from`. */
function namesFrom(source: string, pkg: string): string[] {
  const pattern = new RegExp(`(?:import|export)\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*["']@mantine/${pkg}["']`, 'g')
  return [...source.matchAll(pattern)].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(' as ')[0].trim()),
  )
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

function componentsTheAppDraws(): Set<string> {
  const packages = { core: exportsOf('core'), charts: exportsOf('charts'), notifications: exportsOf('notifications') }
  const visited = new Set<string>()
  const components = new Set<string>()
  const visit = (file: string) => {
    if (visited.has(file)) return
    visited.add(file)
    const source = read(file)
    const folder = file.match(/@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/]([^\\/]+)[\\/]/)
    if (folder) components.add(folder[1])
    for (const [, relative] of source.matchAll(/from "(\.[^"]+)"/g)) visit(path.resolve(path.dirname(file), relative))
    for (const name of namesFrom(source, 'core')) {
      const target = packages.core.get(name)
      if (target) visit(target)
    }
  }
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const source = read(file)
    for (const pkg of ['core', 'charts', 'notifications'] as const) {
      for (const name of namesFrom(source, pkg)) {
        const target = packages[pkg].get(name)
        if (target) visit(target)
      }
    }
  }
  return new Set([...components].filter((component) => fs.existsSync(path.join(stylesDir, `${component}.css`))))
}

const imported = [...read(path.join(root, 'src/ui/mantine-styles.ts')).matchAll(/^import '@mantine\/core\/styles\/([^']+)\.css'/gm)].map(([, name]) => name)

describe("the app's Mantine styles", () => {
  it('import the style file of every Mantine component the app draws, and of none it does not', () => {
    const needed = componentsTheAppDraws()
    expect(needed.has('Button')).toBe(true) // the walk found the app's components at all
    const components = imported.filter((name) => !['baseline', 'default-css-variables', 'global'].includes(name))
    expect([...needed].filter((name) => !components.includes(name)).sort()).toEqual([])
    expect(components.filter((name) => !needed.has(name)).sort()).toEqual([])
  })

  it("start with Mantine's global styles and keep the order of its full file, so the cascade is unchanged", () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global'])
    const full = read(path.join(mantine, 'core/styles.css'))
    const offsets = imported.map((name) =>
      full.indexOf(
        read(path.join(stylesDir, `${name}.css`))
          .trim()
          .slice(0, 200),
      ),
    )
    expect(offsets.every((offset) => offset >= 0)).toBe(true)
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
  })
})
