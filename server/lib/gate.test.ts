import { describe, expect, it } from 'vitest'
import { createGate } from './gate'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createGate', () => {
  it('never runs more tasks at once than it has slots, and runs every one in arrival order', async () => {
    const gate = createGate(2)
    let now = 0
    let most = 0
    const started: number[] = []
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gate.run(async () => {
          started.push(i)
          most = Math.max(most, ++now)
          await tick()
          now--
          return i * 10
        }),
      ),
    )
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90])
    expect(gate.running).toBe(0)
    expect(gate.waiting).toBe(0)
  })

  it('frees the slot of a task that fails, and passes the failure to its caller', async () => {
    const gate = createGate(1)
    const failed = gate.run(async () => {
      await tick()
      throw new Error('boom')
    })
    const next = gate.run(async () => 'ran')
    expect(gate.waiting).toBe(1)
    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('ran')
    expect(gate.running).toBe(0)
  })
})
