import type { FastifyInstance } from 'fastify'

/** What a new user needs to try the product: where it runs, who to sign in as, where codes go. */
export function printBanner(server: FastifyInstance): void {
  const { config, dbDriver, seededDemo } = server
  const url = `${config.tlsCertFile ? 'https' : 'http'}://localhost:${config.port}`
  const database = dbDriver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  const codes = config.smtpUrl
    ? 'email one-time codes go through SMTP_URL'
    : `one-time codes are printed in this log and kept in the dev outbox: ${url}/api/dev/outbox?to=<email or mobile>`
  // Production never has the demo (config.seedDemo is false there), so it never prints its passwords.
  const demo = config.seedDemo
    ? [`    member       ${url}/               member@str.example / Member@2026!`, `    admin        ${url}/admin/login    admin@str.example / Admin@2026!`]
    : []
  const lines = [
    '',
    `  Token pre-launch sale is running at ${url}`,
    `  Database: ${database}${seededDemo ? ' (demo company seeded now)' : ''}`,
    '',
    config.seedDemo ? '  Demo sign-ins (company STR):' : '  Sign in:',
    ...demo,
    `    super admin  ${url}/superadmin/login ${config.superadminEmail} (one-time code by email)`,
    '',
    `  ${codes}`,
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}
