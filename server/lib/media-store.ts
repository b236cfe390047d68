import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

/**
 * Where uploaded bytes live, under names the server made: a folder outside the web root (the
 * embedded default), or a bucket that speaks the S3 API, which every instance shares.
 */
export interface MediaStore {
  /** Stores the stream's bytes; a stream that fails (too large, cut short) leaves nothing stored. */
  put(storageName: string, bytes: Readable, mimeType: string): Promise<void>
  /**
   * The stored bytes, opened: null when nothing is stored under the name (lost, or removed by hand),
   * so the caller answers 404 before a header is sent instead of failing mid-stream.
   */
  open(storageName: string): Promise<Readable | null>
  remove(storageName: string): Promise<void>
}

/** Names are ours (uuid + extension); anything else could climb out of the folder or the prefix. */
function checkedName(storageName: string): string {
  if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(storageName)) throw new Error(`bad storage name ${storageName}`)
  return storageName
}

export function diskMediaStore(dir: string): MediaStore {
  fs.mkdirSync(dir, { recursive: true })
  const resolve = (storageName: string) => path.join(dir, checkedName(storageName))
  return {
    async put(storageName, bytes) {
      const file = resolve(storageName)
      // Created here, before the first byte is read: a name already taken fails before the removal
      // below could delete the file that holds it, and no opening is still under way when a failing
      // source comes back. Meanwhile a failing source needs a listener (else its error goes uncaught);
      // pipeline reads its failure from the stream once it starts.
      const held = () => {}
      bytes.on('error', held)
      const handle = await fs.promises.open(file, 'wx').finally(() => bytes.off('error', held))
      try {
        await pipeline(bytes, handle.createWriteStream())
      } catch (err) {
        await handle.close().catch(() => {})
        await fs.promises.rm(file, { force: true })
        throw err
      }
    },
    async open(storageName) {
      let handle: fs.promises.FileHandle
      try {
        handle = await fs.promises.open(resolve(storageName), 'r')
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
      return handle.createReadStream()
    },
    async remove(storageName) {
      await fs.promises.rm(resolve(storageName), { force: true })
    },
  }
}

export interface S3Settings {
  bucket: string
  /** An S3-compatible service (MinIO, R2, Spaces...); AWS itself when unset. */
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name; what most S3-compatible services want. */
  forcePathStyle: boolean
  /** Key prefix inside the bucket, so one bucket can hold several deployments. */
  prefix: string
}

export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without explicit keys the SDK's own chain applies (environment, instance role...).
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  })
  const key = (storageName: string) => `${settings.prefix}${checkedName(storageName)}`
  return {
    async put(storageName, bytes, mimeType) {
      // Multipart in 5 MB parts: memory stays bounded whatever the size, and a stream that fails
      // aborts the upload, so no object appears.
      const upload = new Upload({ client, params: { Bucket: settings.bucket, Key: key(storageName), Body: bytes, ContentType: mimeType }, queueSize: 1 })
      await upload.done()
    },
    async open(storageName) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(storageName) }))
        return object.Body as Readable
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null
        throw err
      }
    },
    async remove(storageName) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(storageName) }))
    },
  }
}
