import { STR_SEED, tokenEntry, type TokenCatalogueEntry, type TokenSymbol } from '@/tokens/token-entry'

/** The product is branded by one token; the spec fixes it to STR. */
export const SELECTED_TOKEN_SYMBOL: TokenSymbol = 'STR'

/** Built from its seed alone (token-entry.ts), so the catalogue of every token stays off the pages. */
export const selectedToken: TokenCatalogueEntry = tokenEntry(STR_SEED)
