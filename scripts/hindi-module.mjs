// The id of the module that holds every message's Hindi function (scripts/compile-messages.mjs makes
// it; src/lib/message-locale.ts loads it on demand), in a module of its own so that the build's page
// writer (scripts/route-pages.ts) and its tests can name it without running the message compiler.
export const HINDI_MODULE = 'virtual:paraglide-hindi'
