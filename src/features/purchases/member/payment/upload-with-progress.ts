import { API_TIMEOUT_MS } from '@/lib/api-client'

/**
 * A `fetch` for the generated client that sends through XMLHttpRequest, because fetch cannot
 * report upload progress. It takes the Request the client built (URL, auth header, multipart
 * body with its boundary) and hands back a Response, so the client's interceptors (401 handling)
 * and parsing work as for any other call.
 */
export function fetchWithUploadProgress(onProgress: (percent: number) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const body = await request.arrayBuffer()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, request.url)
      xhr.timeout = API_TIMEOUT_MS
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value))
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100))
      }
      xhr.onload = () => {
        onProgress(100)
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
          }),
        )
      }
      xhr.onerror = () => reject(new TypeError('Network request failed'))
      xhr.ontimeout = () => reject(new DOMException('The upload timed out', 'TimeoutError'))
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'))
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(body)
    })
  }
}
