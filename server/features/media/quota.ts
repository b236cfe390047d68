import type { FastifyInstance } from 'fastify'
import type { Executor } from '../../db/index'
import { tooManyRequests } from '../../lib/errors'
import * as repo from './repository'

/**
 * The part of a request's length that is not file: multipart boundaries and part headers, a few
 * hundred bytes a part. A request whose files would still fit once this is set aside is let in.
 */
const FRAMING_ALLOWANCE = 64 * 1024
/** A request that does not say its length (chunked) claims its bytes as they come, this many at a time. */
const CLAIM_STEP = 1024 * 1024

const quotaExceeded = (limit: number, retryAfterSeconds: number) => tooManyRequests('UPLOAD_QUOTA_REACHED', retryAfterSeconds, { megabytes: Math.round(limit / (1024 * 1024)) })

/**
 * One upload request's share of its account's daily quota. Bytes are claimed before they are
 * stored, in the statement that checks the quota: up front, the request's whole length (so of many
 * simultaneous uploads exactly those that fit go on, and the others are refused before a byte is
 * stored); more only if the files turn out longer than that. Claiming as the bytes came instead
 * would let every request of a burst take part of what is left and then all fail together.
 * What the request does not keep goes back: everything when it fails, the framing when it succeeds.
 */
export class UploadAllowance {
  private claimed = 0
  private counted = 0
  private window = ''

  private constructor(
    private readonly app: FastifyInstance,
    private readonly userId: string,
    private readonly limit: number,
  ) {}

  static async open(app: FastifyInstance, userId: string, contentLength: number | undefined): Promise<UploadAllowance> {
    const allowance = new UploadAllowance(app, userId, app.config.uploadDailyBytes)
    if (contentLength === undefined) await allowance.claim(CLAIM_STEP, 1)
    // All of it when it fits; only what is left when just the framing does not fit, since the files may still.
    else await allowance.claim(contentLength, contentLength - FRAMING_ALLOWANCE)
    return allowance
  }

  /** Counts bytes about to be stored; past what is claimed, claims the rest or refuses with 429. */
  async count(bytes: number): Promise<void> {
    this.counted += bytes
    const short = this.counted - this.claimed
    if (short > 0) await this.claim(Math.max(short, CLAIM_STEP), short)
  }

  /** The upload is kept: what was claimed beyond its files goes back, inside the transaction that records them. */
  settle(db: Executor): Promise<void> {
    return repo.returnUploadBytes(db, this.userId, this.window, this.claimed - this.counted)
  }

  /**
   * The upload failed: every claimed byte goes back. Never throws, so the failure itself is what the
   * caller answers; a give-back that fails (the database gone) costs the account that much of its
   * day, which is logged.
   */
  async release(): Promise<void> {
    const bytes = this.claimed
    this.claimed = 0
    await repo
      .returnUploadBytes(this.app.db, this.userId, this.window, bytes)
      .catch((err) => this.app.log.error({ err, userId: this.userId, bytes }, 'could not give back upload quota'))
  }

  private async claim(ask: number, need: number): Promise<void> {
    const claim = await repo.claimUploadBytes(this.app.db, this.userId, this.limit, ask, need)
    if (claim.granted === null) throw quotaExceeded(this.limit, claim.secondsLeft)
    // A window that ended while this request ran took its claims with it: only the new one's count.
    if (claim.window !== this.window) {
      this.window = claim.window
      this.claimed = 0
    }
    this.claimed += claim.granted
  }
}
