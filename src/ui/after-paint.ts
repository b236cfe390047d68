/**
 * Calls back once the frame after now has been painted: a frame, then a task. Work started there
 * (a chunk asked for, a heavy mount) does not hold up the first paint. Returns a cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
