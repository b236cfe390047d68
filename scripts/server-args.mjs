/**
 * How the server process is started (`npm start`, and the benches, which measure what it runs).
 *
 * The heap budget: without one, V8 sizes the old generation from the machine's memory (4 GB on a
 * 24 GB machine) and lets garbage pile up between full collections: under load the server's live
 * heap is about 50 MB after a full collection, yet the heap grew to 156 MB and the process to
 * 314-324 MB before V8 collected. 192 MB is nearly four times the
 * live heap; SERVER_HEAP_MB changes it (a positive whole number of megabytes).
 */
export function serverNodeArgs(env, entry) {
  const heapMb = /^[1-9][0-9]*$/.test(env.SERVER_HEAP_MB ?? '') ? env.SERVER_HEAP_MB : '192'
  return [`--max-old-space-size=${heapMb}`, '--import', 'tsx', entry]
}
