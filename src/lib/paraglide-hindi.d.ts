/** Every message's Hindi function, in the order of their keys, and the words of the server's error codes: made from src/paraglide by scripts/compile-messages.mjs (`messageLocale`). */
declare module 'virtual:paraglide-hindi' {
  const messages: ((inputs?: unknown) => string)[]
  export default messages
  export { wordError } from '@/lib/error-words'
}
