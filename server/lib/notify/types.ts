export interface EmailMessage {
  to: string
  subject: string
  text: string
  /** The one-time code inside the text, if any: kept in the development outbox only. */
  code?: string
}

export interface SmsMessage {
  to: string
  text: string
  code?: string
}

export interface Notifier {
  sendEmail(msg: EmailMessage): Promise<void>
  sendSms(msg: SmsMessage): Promise<void>
}

export interface SmsProvider {
  send(msg: SmsMessage): Promise<void>
}

/** The part of pino's logger the notifier uses. */
export interface NotifyLogger {
  info(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}
