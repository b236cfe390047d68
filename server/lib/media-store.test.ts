import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { diskMediaStore } from './media-store'

describe('diskMediaStore', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-store-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const name = '0d9f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68.png'

  it('keeps the bytes of a put that ends well', async () => {
    const store = diskMediaStore(dir)
    await store.put(name, Readable.from([Buffer.from('one '), Buffer.from('two')]), 'image/png')
    expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe('one two')
  })

  // A body cut short can fail before its first byte, even while the file is still being created: the
  // put must fail with it (not leave it uncaught, which would end the process) and leave no file.
  it.each([
    ['before its first byte', () => new Readable({ read: () => undefined }).destroy(new Error('cut'))],
    [
      'after some bytes',
      () =>
        Readable.from(
          (async function* () {
            yield Buffer.alloc(64 * 1024)
            throw new Error('cut')
          })(),
        ),
    ],
  ])('leaves no file when the bytes fail %s', async (_, source) => {
    const store = diskMediaStore(dir)
    await expect(store.put(name, source(), 'image/png')).rejects.toThrow('cut')
    // Long enough for any open still pending in the background to have landed.
    await sleep(50)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('refuses a name that is already taken, and leaves the stored file as it was', async () => {
    const store = diskMediaStore(dir)
    await store.put(name, Readable.from([Buffer.from('first')]), 'image/png')
    await expect(store.put(name, Readable.from([Buffer.from('second')]), 'image/png')).rejects.toThrow()
    expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe('first')
  })
})
