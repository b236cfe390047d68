import { vi } from 'vitest'

/**
 * A console.error nobody announced fails the test. A test that expects one says so first with
 * `expectConsoleError(/pattern/)`; an announced error that never came fails the test as well.
 */
let recorded: unknown[][] = []
let expected: RegExp[] = []

export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern)
}

export function watchConsoleErrors(): void {
  recorded = []
  expected = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recorded.push(args)
  })
}

function text(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')
}

export function assertConsoleErrors(): void {
  const unexpected = recorded.filter((args) => !expected.some((pattern) => pattern.test(text(args))))
  const missing = expected.filter((pattern) => !recorded.some((args) => pattern.test(text(args))))
  if (unexpected.length > 0) throw new Error(`Unexpected console.error:\n${unexpected.map(text).join('\n')}`)
  if (missing.length > 0) throw new Error(`Expected console.error never came: ${missing.join(', ')}`)
}
