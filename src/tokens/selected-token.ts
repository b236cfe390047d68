import { findToken, type TokenCatalogueEntry, type TokenSymbol } from '@/tokens/token-catalogue'

/** The product is branded by one token; the spec fixes it to STR. */
export const SELECTED_TOKEN_SYMBOL: TokenSymbol = 'STR'

const token = findToken(SELECTED_TOKEN_SYMBOL)
if (!token) throw new Error(`Token ${SELECTED_TOKEN_SYMBOL} is missing from the catalogue`)

export const selectedToken: TokenCatalogueEntry = token
