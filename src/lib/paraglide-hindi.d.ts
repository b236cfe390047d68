/** Every message's Hindi function, in the order of their keys: made from src/paraglide by scripts/compile-messages.mjs (`messageLocale`). */
declare module 'virtual:paraglide-hindi' {
  const messages: ((inputs?: unknown) => string)[]
  export default messages
}
