import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './db/index'
import type { S3Settings } from './lib/media-store'

/** Everything the server reads from the environment, read once, in one place. */
export interface Config {
  nodeEnv: string
  isProduction: boolean
  host: string
  port: number
  /** PostgreSQL URL; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl?: string
  /** PostgreSQL connect and statement timeouts (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
  databaseTimeouts: PostgresTimeouts
  dataDir: string
  /** Where uploads live, outside the web root, when no S3 bucket is set. */
  uploadDir: string
  /** An S3-compatible bucket for uploads (S3_BUCKET and friends): what several instances share. */
  s3?: S3Settings
  /** Bytes one account may upload in a 24-hour window opened by its first upload (UPLOAD_DAILY_BYTES). */
  uploadDailyBytes: number
  /** HS256 secret; in development a random one is kept in the database when unset. */
  jwtSecret?: string
  smtpUrl?: string
  mailFrom: string
  /** SMS provider settings; without them SMS goes to the log and the dev outbox. */
  smsProviderUrl?: string
  smsApiKey?: string
  superadminEmail: string
  /**
   * Where members open the app (APP_URL, no trailing slash): the links in their email and SMS. In
   * development, this server itself on localhost.
   */
  appUrl: string
  /** Seed the demo company on an empty database; never in production, whatever SEED_DEMO says. */
  seedDemo: boolean
  logLevel: string
  /** Serve the built SPA from this folder when it exists. */
  webDir: string
  /**
   * Which hops may set X-Forwarded-For, in the forms Fastify's `trustProxy` takes: the load
   * balancer's addresses/CIDRs, or how many proxies stand in front; false trusts none.
   */
  trustProxy: false | number | string[]
  /** PEM files; when both are set the server speaks HTTPS itself, HTTP/2 with HTTP/1.1 beside it. */
  tlsCertFile?: string
  tlsKeyFile?: string
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development'
  const dataDir = path.resolve(env.DATA_DIR ?? './data')
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    host: env.HOST ?? '0.0.0.0',
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: {
      connectTimeoutMs: Number(env.DB_CONNECT_TIMEOUT_MS || DEFAULT_POSTGRES_TIMEOUTS.connectTimeoutMs),
      statementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS || DEFAULT_POSTGRES_TIMEOUTS.statementTimeoutMs),
    },
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
          prefix: env.S3_PREFIX ?? 'media/',
        }
      : undefined,
    uploadDailyBytes: Number(env.UPLOAD_DAILY_BYTES || 100 * 1024 * 1024),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'STR Pre-Launch <no-reply@str.example>',
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    smsApiKey: env.SMS_API_KEY || undefined,
    appUrl: (env.APP_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    superadminEmail: (env.SUPERADMIN_EMAIL ?? 'super@str.example').toLowerCase(),
    // The demo's passwords are printed in the README and the banner: a production database must never hold them.
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    webDir: path.resolve(env.WEB_DIR ?? './dist/web'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tlsCertFile: env.TLS_CERT_FILE || undefined,
    tlsKeyFile: env.TLS_KEY_FILE || undefined,
  }
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. `true` would believe any X-Forwarded-For a client writes,
 * so anyone could pick the address each per-IP limit counts and never be limited: it is refused
 * like any other value that is neither a hop count nor a list of addresses.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false') return false
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text.split(',').map((entry) => entry.trim())
  const isAddressOrRange = (entry: string) => {
    const [address, bits, extra] = entry.split('/')
    const version = net.isIP(address ?? '')
    if (!version || extra !== undefined) return false
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  }
  if (entries.every(isAddressOrRange)) return entries
  throw new Error(
    `TRUST_PROXY=${text} is not accepted: give the load balancer's addresses or ranges (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1) ` +
      'or the number of proxies in front of the server (e.g. TRUST_PROXY=1); "true" would trust any X-Forwarded-For a client sends',
  )
}

/**
 * The `https` options of Fastify when the server terminates TLS itself, else undefined. Browsers
 * speak HTTP/2 only over TLS, and HTTP/2 is what lets the SPA's many small chunks load over one
 * connection instead of six (docs/deploying.md, HTTPS); HTTP/1.1 clients still get answers.
 * A half-set pair or an unreadable file stops the start with a message rather than serving plain HTTP.
 */
export function httpsOptions(config: Config): { cert: Buffer; key: Buffer; allowHTTP1: true } | undefined {
  const { tlsCertFile, tlsKeyFile } = config
  if (!tlsCertFile && !tlsKeyFile) return undefined
  if (!tlsCertFile || !tlsKeyFile) throw new Error('Set both TLS_CERT_FILE and TLS_KEY_FILE to serve HTTPS, or neither to serve plain HTTP')
  const read = (variable: string, file: string) => {
    try {
      return fs.readFileSync(path.resolve(file))
    } catch (err) {
      throw new Error(`Cannot read ${variable} (${file}): ${(err as Error).message}`, { cause: err })
    }
  }
  return { cert: read('TLS_CERT_FILE', tlsCertFile), key: read('TLS_KEY_FILE', tlsKeyFile), allowHTTP1: true }
}

/** Production must never fall back to the console transport or a made-up secret. */
export async function assertProductionReady(config: Config): Promise<void> {
  if (!config.isProduction) return
  const missing: string[] = []
  if (!config.jwtSecret || !(await isStrongSecret(config.jwtSecret))) {
    missing.push('JWT_SECRET (a random string of 32 or more characters with no words, keyboard runs, sequences or repeats in it: make one with `openssl rand -base64 48`)')
  }
  if (!config.smtpUrl) missing.push('SMTP_URL')
  if (!config.smsProviderUrl) missing.push('SMS_PROVIDER_URL')
  if (!config.smsApiKey) missing.push('SMS_API_KEY')
  if (process.env.RATE_LIMIT_FACTOR && process.env.RATE_LIMIT_FACTOR !== '1') missing.push('the real rate limits (unset RATE_LIMIT_FACTOR)')
  if (missing.length) throw new Error(`Refusing to start in production without ${missing.join(', ')}`)
}

/** The estimator reads at most this many characters: more takes it seconds and proves nothing more. */
const SECRET_CHECKED_CHARS = 128
/** 10^26 guesses: some 86 bits, out of reach of an offline search of the HS256 key. */
const MIN_GUESSES_LOG10 = 26
/**
 * zxcvbn prices a character it finds no pattern in at 10 guesses, so a random string of n
 * characters measures about 10^n (random 32- to 64-character strings measured 0.88 to 0.99 of n
 * over hundreds of draws). Anything built from words, keyboard runs, sequences or repeats measures
 * far less for its length (`my-super-secret-jwt-key-for-production`: 10^24.5 for 38 characters),
 * however long it is made.
 */
const MIN_GUESSES_LOG10_PER_CHAR = 0.8

/**
 * The secret signs every session and keys the Aadhaar encryption, so a guessable one is a master
 * key. What makes it guessable is a pattern an attacker tries first, which counting its characters
 * does not see (`abcdefghijklmnopqrstuvwxyz012345` uses 32 different ones); a strength estimator
 * with English and common-password dictionaries, keyboard layouts, sequences, repeats and dates
 * does. It is loaded here only, at a production start: it takes a few hundred milliseconds and
 * some megabytes of dictionaries that development, the tests and the SPA never need.
 */
export async function isStrongSecret(secret: string): Promise<boolean> {
  if ([...secret].length < 32) return false
  const checked = secret.slice(0, SECRET_CHECKED_CHARS)
  const { guessesLog10 } = (await secretEstimator()).check(checked)
  return guessesLog10 >= Math.max(MIN_GUESSES_LOG10, MIN_GUESSES_LOG10_PER_CHAR * checked.length)
}

let estimator: Promise<{ check(password: string): { guessesLog10: number } }> | undefined

function secretEstimator() {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        maxLength: SECRET_CHECKED_CHARS,
        // Respellings such as `s3cr3t` are still found; trying every combination of substitutions
        // took 2.6 s for one 64-character secret, four at a time takes 0.1 s.
        l33tMaxSubstitutions: 4,
      }),
  )
  return estimator
}
