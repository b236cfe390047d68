/** Every message's Hindi function, by key: made from src/paraglide by scripts/compile-messages.mjs (`messageLocale`). */
declare module 'virtual:paraglide-hindi' {}
