import net from 'node:net'

/**
 * A TCP proxy in front of a server that can go "silent" (keeps every socket open but forwards
 * nothing, as a hung or partitioned database does) or "refuse" (closes its listener and drops
 * what is connected, as a stopped one does), then "resume".
 */
export interface TcpProxy {
  port: number
  silent(): void
  refuse(): Promise<void>
  resume(): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'silent' = 'forward'
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = net.createServer((client) => {
    const upstream = net.connect(target)
    track(client)
    track(upstream)
    client.on('data', (chunk) => mode === 'forward' && upstream.write(chunk))
    upstream.on('data', (chunk) => mode === 'forward' && client.write(chunk))
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (server.listening) server.close(() => resolve())
      else resolve()
    })
  await listen(0)
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    silent: () => {
      mode = 'silent'
    },
    refuse: stop,
    async resume() {
      mode = 'forward'
      if (!server.listening) await listen(port)
    },
    close: stop,
  }
}
