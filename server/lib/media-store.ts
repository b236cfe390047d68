import fs from 'node:fs'
import path from 'node:path'

/**
 * Where uploaded bytes live: a folder outside the web root, under names the server made.
 * Several instances need a shared store (object storage) behind this same shape.
 */
export interface MediaStore {
  put(storageName: string, bytes: Buffer): Promise<void>
  open(storageName: string): fs.ReadStream
  remove(storageName: string): Promise<void>
}

export function diskMediaStore(dir: string): MediaStore {
  fs.mkdirSync(dir, { recursive: true })
  const resolve = (storageName: string) => {
    // Names are ours (uuid + extension); refuse anything that could climb out of the folder.
    if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(storageName)) throw new Error(`bad storage name ${storageName}`)
    return path.join(dir, storageName)
  }
  return {
    async put(storageName, bytes) {
      await fs.promises.writeFile(resolve(storageName), bytes, { flag: 'wx' })
    },
    open(storageName) {
      return fs.createReadStream(resolve(storageName))
    },
    async remove(storageName) {
      await fs.promises.rm(resolve(storageName), { force: true })
    },
  }
}
