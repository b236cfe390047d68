import { describe, expect, it } from 'vitest'
import { serverNodeArgs } from '../../scripts/server-args.mjs'

/** How `npm start` (and the benches) start the server process: with a heap budget (docs/deploying.md, SERVER_HEAP_MB). */
describe('the server process arguments', () => {
  it('give V8 a 192 MB heap budget unless SERVER_HEAP_MB names another', () => {
    expect(serverNodeArgs({}, 'server/main.ts')).toEqual(['--max-old-space-size=192', '--import', 'tsx', 'server/main.ts'])
    expect(serverNodeArgs({ SERVER_HEAP_MB: '512' }, 'server/main.ts')[0]).toBe('--max-old-space-size=512')
  })

  it('ignore a SERVER_HEAP_MB that is not a positive whole number of megabytes', () => {
    for (const bad of ['', '0', '-5', '1.5', '512MB', '1e3', ' 256']) expect(serverNodeArgs({ SERVER_HEAP_MB: bad }, 'x.ts')[0], bad).toBe('--max-old-space-size=192')
  })
})
