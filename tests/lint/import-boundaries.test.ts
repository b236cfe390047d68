import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import rules live in eslint.config.js; these cases show that they fire, and that the faces
// they leave open stay open. Each case lints a file that does not exist at a real place in the tree.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

async function boundaryMessages(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${specifier}'\nexport default probe\n`, { filePath })
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message)
}

describe('import boundaries', () => {
  it.each([
    ['server/features/accounts/probe.ts', '../members/repository', 'only through its face'],
    ['src/features/purchases/probe.ts', '@/features/accounts/signed-in', 'only through its face'],
    ['src/features/purchases/admin/probe.ts', '@/features/purchases/member/payment/countdown', 'does not import the member view'],
    ['server/lib/probe.ts', '../features/handlers', 'server/lib does not import a feature'],
    ['server/lib/probe.ts', '../plugins/api', 'server/lib does not import a plugin'],
    ['server/probe.ts', '../scripts/server-args.mjs', 'does not import a script'],
    ['server/probe.ts', '@/lib/head', 'only the shared zone'],
    ['src/shared/probe.ts', '@/lib/head', 'imports only the shared zone'],
    ['src/lib/probe.ts', '../../server/lib/errors', 'does not import server code'],
  ])('%s importing %s is reported', async (file, specifier, message) => {
    expect(await boundaryMessages(file, specifier)).toEqual([expect.stringContaining(message)])
  })

  it.each([
    ['server/features/accounts/probe.ts', '../members'],
    ['server/features/accounts/probe.ts', './repository'],
    ['server/features/handlers.ts', './members'],
    ['src/features/purchases/probe.ts', '@/features/accounts'],
    ['src/features/purchases/admin/probe.ts', '@/features/purchases/ledger-columns'],
    ['server/probe.ts', '@/shared/aadhaar'],
    ['server/probe.ts', '@/client/types.gen'],
  ])('%s importing %s is allowed', async (file, specifier) => {
    expect(await boundaryMessages(file, specifier)).toEqual([])
  })
})
