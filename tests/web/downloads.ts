import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { server } from './msw'

interface Download {
  /** The query string the export was asked with. */
  query: URLSearchParams
  /** The name the browser was told to save the file under. */
  name: string
  /** The file's text. */
  text: string
}

/**
 * Answers an export call with `csv` as the server does (an attachment named `filename`) and records
 * what the page handed to the browser: jsdom saves nothing, so the object URL and the link's click
 * are watched instead.
 */
export function captureDownloads(path: string, csv: string, filename: string) {
  const downloads: Download[] = []
  const queries: URLSearchParams[] = []
  const blobs = new Map<string, Blob>()
  server.use(
    http.get(path, ({ request }) => {
      queries.push(new URL(request.url).searchParams)
      return new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` } })
    }),
  )
  let n = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++n}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (!blob) throw new Error(`a link to ${this.href} was clicked, not a download`)
    void blob.text().then((text) => downloads.push({ query: queries.at(-1)!, name: this.download, text }))
  })
  return downloads
}
