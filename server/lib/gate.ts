/**
 * At most `slots` tasks run at once; the others wait in arrival order. A freed slot passes straight
 * to the next waiter, so a task arriving meanwhile cannot jump the queue.
 */
export function createGate(slots: number) {
  let running = 0
  const waiting: (() => void)[] = []

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }

  return {
    run,
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}
