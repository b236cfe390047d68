import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '../../server/lib/media-store'

/** s3rver's fixed credentials: it checks signatures, so the client must sign with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export interface LocalS3 {
  settings: S3Settings
  /** The same settings as the server's S3_* environment variables. */
  env: Record<string, string>
  /** Names stored under the prefix, without it. */
  storedNames(): Promise<string[]>
  close(): Promise<void>
}

/** A real S3 API on a free loopback port (s3rver), with one empty bucket, for a test file. */
export async function startLocalS3(bucket = 'media'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-s3-'))
  const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await s3rver.run()
  const endpoint = `http://127.0.0.1:${port}`
  const settings: S3Settings = { bucket, endpoint, region: 'us-east-1', ...CREDENTIALS, forcePathStyle: true, prefix: 'media/' }
  const client = new S3Client({ region: settings.region, endpoint, forcePathStyle: true, credentials: CREDENTIALS })
  return {
    settings,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey },
    async storedNames() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: settings.prefix }))
      return (listed.Contents ?? []).map((object) => object.Key!.slice(settings.prefix.length))
    },
    async close() {
      client.destroy()
      await s3rver.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
