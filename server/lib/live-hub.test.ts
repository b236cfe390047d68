import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LiveEvent } from '@/client/types.gen'
import { LiveHub } from './live-hub'

/** A response that records what is written to it, and can be told it has this much unsent. */
function fakeResponse(writableLength = 0) {
  const raw = Object.assign(new EventEmitter(), {
    written: [] as string[],
    ended: false,
    writableLength,
    write(chunk: string) {
      raw.written.push(chunk)
      return true
    },
    end() {
      raw.ended = true
      raw.emit('close')
    },
  })
  return raw
}
const asResponse = (raw: ReturnType<typeof fakeResponse>) => raw as unknown as ServerResponse

const event = (memberId: string): LiveEvent => ({ type: 'purchase.decided', purchaseId: 'p1', memberId, companyId: 'c1', status: 'APPROVED' })

describe('LiveHub', () => {
  afterEach(() => vi.useRealTimers())

  it('writes an event only to the streams that want it, as one SSE frame', () => {
    const hub = new LiveHub(async () => true)
    const [mine, theirs] = [fakeResponse(), fakeResponse()]
    hub.add(asResponse(mine), 's1', (e) => e.memberId === 'm1')
    hub.add(asResponse(theirs), 's2', (e) => e.memberId === 'm2')
    hub.publish(JSON.stringify(event('m1')))
    hub.publish('not json')
    expect(mine.written).toEqual([`event: purchase.decided\ndata: ${JSON.stringify(event('m1'))}\n\n`])
    expect(theirs.written).toEqual([])
    hub.stop()
  })

  it('sends a heartbeat comment on its interval and ends the streams of sessions no longer live', async () => {
    vi.useFakeTimers()
    const live = new Set(['s1'])
    const hub = new LiveHub(async (sid) => live.has(sid), 1_000)
    const [kept, signedOut] = [fakeResponse(), fakeResponse()]
    hub.add(asResponse(kept), 's1', () => true)
    hub.add(asResponse(signedOut), 's2', () => true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(kept.written).toEqual([': heartbeat\n\n'])
    expect(signedOut.ended).toBe(true)
    expect(kept.ended).toBe(false)
    expect(hub.size).toBe(1)
    hub.stop()
    expect(kept.ended).toBe(true)
  })

  it('ends a stream whose reader stopped taking what is sent, instead of holding events for it', () => {
    const hub = new LiveHub(async () => true)
    const stalled = fakeResponse(1024 * 1024)
    hub.add(asResponse(stalled), 's1', () => true)
    hub.publish(JSON.stringify(event('m1')))
    expect(stalled.written).toEqual([])
    expect(stalled.ended).toBe(true)
    expect(hub.size).toBe(0)
  })

  it('ends every stream when notifications are lost, and says it is not listening', () => {
    const hub = new LiveHub(async () => true)
    hub.listening = true
    const raw = fakeResponse()
    hub.add(asResponse(raw), 's1', () => true)
    hub.lost()
    expect(raw.ended).toBe(true)
    expect(hub.listening).toBe(false)
  })
})
