import os from 'node:os'
import path from 'node:path'

/**
 * The environment the benches start the product server with, on `databaseUrl` (its last path segment
 * names the uploads folder too). Not 'production': production never seeds the demo and refuses a
 * database holding its passwords, and the bench measures on the demo company. The real transports
 * below make it behave as production does otherwise (no dev outbox); the only other difference is
 * the HSTS header.
 */
export function benchServerEnv(env, databaseUrl, port, smtpPort = 2525, smsPort = 9) {
  return {
    ...env,
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMS_PROVIDER_URL: `http://127.0.0.1:${smsPort}/sms`,
    SMS_API_KEY: 'bench',
    LOG_LEVEL: 'warn',
    UPLOAD_DIR: path.join(os.tmpdir(), `${databaseUrl.split('/').at(-1)}-uploads`),
  }
}
