/**
 * What the server takes in an upload (openapi.yaml, uploadMedia: 5 MB a file, the types below
 * judged by their bytes), said before a round trip. The contract states them in prose only, so
 * they are written here once for every upload in the SPA.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const TOO_LARGE = 'The file is too large. The limit is 5 MB.'
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
export const PICTURE_LIMITS = 'PNG, JPEG, GIF or WebP, at most 5 MB'
