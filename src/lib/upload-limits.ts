import { m } from '@/paraglide/messages'

/**
 * What the server takes in an upload (openapi.yaml, uploadMedia: 5 MB a file, the types below
 * judged by their bytes), said before a round trip. The contract states them in prose only, so
 * they are written here once for every upload in the SPA.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** The limit in words, as the server says it (FILE_TOO_LARGE); message functions, called when said, in the language of that moment. */
export const TOO_LARGE = m.error_file_too_large
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
export const PICTURE_LIMITS = m.profile_picture_limits
