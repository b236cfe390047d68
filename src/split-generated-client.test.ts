import fs from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { transformWithOxc } from 'vite'
import { describe, expect, it } from 'vitest'
import { splitDeclarations } from '../scripts/split-generated-client.mjs'
import * as schemas from '@/client/valibot.gen'

// The build splits the generated client into one module per declaration (scripts/split-generated-client.mjs).
const clientDir = path.join(import.meta.dirname, 'client')
const GENERATED = ['valibot.gen.ts', 'sdk.gen.ts', '@tanstack/react-query.gen.ts']

async function split(file: string, resolved: (source: string) => string, unitId: (name: string) => string) {
  const source = fs.readFileSync(path.join(clientDir, file), 'utf8')
  const { code } = await transformWithOxc(source, file, { lang: 'ts' })
  return { code, ...splitDeclarations(code, resolved, unitId) }
}

describe('the generated client split per declaration', () => {
  it.each(GENERATED)('%s: the barrel re-exports every export, and each unit imports only units that exist', async (file) => {
    const { code, units, barrel } = await split(
      file,
      (source) => source,
      (name) => `unit:${name}`,
    )
    const exported = [...code.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1])
    expect(exported.length).toBeGreaterThan(10)
    for (const name of exported) expect(barrel).toMatch(new RegExp(`export \\{ [^}]*\\b${name}\\b[^}]*\\} from "unit:`))
    for (const unit of units.values()) {
      for (const match of unit.matchAll(/from "unit:(\w+)"/g)) expect(units.has(match[1])).toBe(true)
    }
  })

  it('gives the same schemas, run from the split modules', async () => {
    // Inside the project: the test runner loads modules from there only.
    const scratch = path.join(import.meta.dirname, '../test-results')
    fs.mkdirSync(scratch, { recursive: true })
    const dir = fs.mkdtempSync(path.join(scratch, 'split-client-'))
    try {
      const valibot = import.meta.resolve('valibot')
      const { units, barrel } = await split(
        'valibot.gen.ts',
        (source) => (source === 'valibot' ? valibot : source),
        (name) => `./${name}.mjs`,
      )
      for (const [name, unit] of units) fs.writeFileSync(path.join(dir, `${name}.mjs`), unit)
      fs.writeFileSync(path.join(dir, 'index.mjs'), barrel)
      const splitSchemas: Record<string, v.GenericSchema> = await import(/* @vite-ignore */ path.join(dir, 'index.mjs'))
      expect(Object.keys(splitSchemas).sort()).toEqual(Object.keys(schemas).sort())
      const samples = ['a@b.co', 'not an email', '9876543210', '', 'Str@2026!pass', { companyId: 'x', user: 'a@b.co', password: 'p' }, 42]
      for (const [name, schema] of Object.entries(schemas)) {
        for (const sample of samples) expect([name, v.safeParse(splitSchemas[name], sample).success]).toEqual([name, v.safeParse(schema, sample).success])
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
