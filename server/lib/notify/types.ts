interface EmailMessage {
  channel: 'EMAIL'
  to: string
  subject: string
  text: string
  /** The one-time code inside the text, if any: kept in the development outbox only. */
  code?: string
  /** When the message stops being worth sending (its code expires): a delivery is given up then. */
  expiresAt: Date
}

interface SmsMessage {
  channel: 'SMS'
  to: string
  text: string
  code?: string
  expiresAt: Date
}

export type OutgoingMessage = EmailMessage | SmsMessage

export interface Notifier {
  /**
   * Writes the messages with the caller's executor, so they exist exactly when the caller's
   * transaction commits: into the delivery queue for a configured transport, into the development
   * outbox otherwise. Nothing is sent here; call `deliverSoon` after the commit.
   */
  queue(db: import('../../db/index').Executor, messages: OutgoingMessage[]): Promise<void>
  /** Starts a delivery round without waiting for it (a request's answer never waits for a mail server). */
  deliverSoon(): void
  /** One delivery round over what is due; resolves with how many were sent. */
  deliverDue(): Promise<number>
  /** Waits until no round is in progress, the rounds a kick during one adds included. */
  idle(): Promise<void>
  /**
   * Shutdown: no new round and no further batch; resolves once the batch in hand is sent or failed.
   * What is still queued stays in the table for the next instance.
   */
  stop(): Promise<void>
}

/** A real service: `send` sends one message or throws; `close` lets go of its connections at shutdown. */
export interface Transport {
  send(message: { to: string; subject: string | null; text: string }): Promise<void>
  close?(): void
}

/** The part of pino's logger the notifier uses. */
export interface NotifyLogger {
  info(obj: object, msg?: string): void
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}
