/**
 * The cookie in which the SPA keeps the language it shows (src/lib/locale.ts), and by which the server
 * sends a page already in that language (server/plugins/web-app.ts, server/lib/page-file.ts).
 */
export const LANGUAGE_COOKIE = 'lang'
