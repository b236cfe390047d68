import type { ChildProcess } from 'node:child_process'

export function freePort(): Promise<number>

export interface RequestOptions {
  /** The only certificate authority an HTTPS request trusts. */
  ca?: Buffer
  method?: string
  /** Sent as JSON. */
  body?: unknown
  timeoutMs?: number
}
export function request(url: string, options?: RequestOptions): Promise<{ status: number; text: string }>

export function waitForHealth(origin: string, options: { ca?: Buffer; timeoutMs: number; child: ChildProcess }): Promise<void>
