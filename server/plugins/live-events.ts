import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { LiveHub } from '../lib/live-hub'
import { principalOfSession } from '../lib/sessions'

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveHub
  }
}

/** The channel notify-purchase-event.sql announces purchases on. */
const LIVE_CHANNEL = 'purchase_events'
/** The listening connection, once lost, is tried again after 1 s, then 2, 4 ... up to 30 s. */
const RECONNECT_MAX_MS = 30_000

/**
 * Live events across instances with the database's own LISTEN/NOTIFY, no other service: a purchase's
 * statement notifies in its transaction (commit = delivery), and every instance listens once and
 * fans the notice out to its own streams (LiveHub). PGlite (one process) listens on its own client;
 * PostgreSQL needs one dedicated connection per instance, outside the pool (a pooled connection
 * returns to the pool and would stop listening), without the request timeouts (it waits forever by
 * design). Losing that connection loses the notices sent meanwhile, so every stream is closed: its
 * client reconnects and reads again what it shows, then hears from the new connection.
 */
async function liveEvents(fastify: FastifyInstance) {
  const { db } = fastify
  const hub = new LiveHub(async (sid) => (await principalOfSession(db, sid)) !== undefined)
  fastify.decorate('liveEvents', hub)
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client
  let stopListening: () => Promise<void>

  if (fastify.dbDriver === 'pglite') {
    const unlisten = await (client as PGlite).listen(LIVE_CHANNEL, (payload) => hub.publish(payload))
    hub.listening = true
    stopListening = () => unlisten()
  } else {
    const { options } = client as pg.Pool
    let listener: pg.Client | undefined
    let stopped = false
    let retry: NodeJS.Timeout | undefined
    let delay = 1_000
    const connect = async () => {
      const next = new pg.Client({ ...options, statement_timeout: 0, query_timeout: undefined, idle_in_transaction_session_timeout: 0 })
      next.on('notification', (message) => {
        if (message.channel === LIVE_CHANNEL && message.payload) hub.publish(message.payload)
      })
      const lost = (err?: Error) => {
        if (stopped || listener !== next) return
        listener = undefined
        fastify.log.warn({ err }, 'live events: the listening connection was lost; streams closed, reconnecting')
        hub.lost()
        next.end().catch(() => {})
        schedule()
      }
      next.on('error', lost)
      next.on('end', () => lost())
      try {
        await next.connect()
        await next.query(`LISTEN ${LIVE_CHANNEL}`)
        listener = next
        hub.listening = true
        delay = 1_000
      } catch (err) {
        next.end().catch(() => {})
        throw err
      }
    }
    const schedule = () => {
      retry = setTimeout(() => {
        connect().catch((err) => {
          fastify.log.warn({ err }, 'live events: could not listen yet')
          delay = Math.min(delay * 2, RECONNECT_MAX_MS)
          schedule()
        })
      }, delay)
      retry.unref()
    }
    // The first connection must succeed: a server that cannot listen would serve silent streams.
    await connect()
    stopListening = async () => {
      stopped = true
      clearTimeout(retry)
      await listener?.end().catch(() => {})
    }
  }

  // Open streams would hold the server's close for its whole grace period: they end first, and
  // their clients reconnect to another instance (or this one, restarted).
  fastify.addHook('preClose', (done) => {
    hub.stop()
    done()
  })
  // Runs before the database plugin's close (onClose hooks run in the reverse order of registration).
  fastify.addHook('onClose', () => stopListening())
}

export default fp(liveEvents, { name: 'live-events', dependencies: ['database'] })
