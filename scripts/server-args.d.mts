/** The node arguments that start the server at `entry`, with the heap budget SERVER_HEAP_MB names (server-args.mjs). */
export function serverNodeArgs(env: Record<string, string | undefined>, entry: string): string[]
