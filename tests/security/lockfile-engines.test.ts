import fs from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

/**
 * `engines.node` is a promise to whoever installs: every package the lock installs must run on every
 * Node it admits. A package asking for more (cookie 2 needs Node 22 while we say >=20.19) makes
 * `npm ci` warn, and would break on the oldest Node we claim to support.
 */
const root = path.resolve(__dirname, '../..')
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))

describe('the lock and engines', () => {
  it('agree: every locked package runs on every Node version that engines.node admits', () => {
    const ours: string = manifest.engines.node
    expect(lock.packages[''].engines?.node).toBe(ours)
    const asking = Object.entries<{ engines?: { node?: string } | string[]; optional?: boolean }>(lock.packages)
      .filter(([name, entry]) => name && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.subset(ours, (entry.engines as { node: string }).node, { includePrerelease: false }))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')} wants node ${(entry.engines as { node: string }).node}`)
    expect(asking).toEqual([])
  })

  it('admits the Node this machine runs', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true)
  })
})
