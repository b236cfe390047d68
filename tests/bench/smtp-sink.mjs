/**
 * The mail server the bench's product server sends to: it takes every message and keeps none. With
 * nothing listening, each referral reward's email failed, was logged with its stack and retried up
 * to eight times (31,160 failed tries in one run), work that production, whose mail server answers,
 * does not do. Its own process, as the mail server would be its own host.
 */
import { SMTPServer } from 'smtp-server'

const server = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {})
    stream.on('end', () => callback())
  },
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
