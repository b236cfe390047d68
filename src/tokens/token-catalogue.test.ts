import { describe, expect, it } from 'vitest'
import { SELECTED_TOKEN_SYMBOL, selectedToken } from '@/tokens/selected-token'
import { SOCIAL_MEDIA_NAMES, TOKEN_CATALOGUE } from '@/tokens/token-catalogue'

const SYMBOLS = ['MASP', 'NTCN', 'PPCN', 'SHIK', 'ACW', 'COWL', 'RSGN', 'GLC', 'NXT', 'GLXY', 'STR']

describe('token catalogue', () => {
  it('lists the 11 symbols once each', () => {
    expect(TOKEN_CATALOGUE.map((token) => token.symbol)).toEqual(SYMBOLS)
  })

  it.each(TOKEN_CATALOGUE.map((token) => [token.symbol, token] as const))('%s has every field of the spec', (_symbol, token) => {
    expect(Object.keys(token).sort()).toEqual(
      ['address', 'symbol', 'name', 'decimals', 'icon_url', 'defaultLogo', 'headerLogo', 'title', 'tokenDistribution', 'socialLinks', 'chartImg', 'footerNote', 'metaData'].sort(),
    )
    expect(token.address).toMatch(/^0x[0-9a-f]{40}$/)
    expect(token.decimals).toBe(18)
    for (const text of [token.name, token.title, token.footerNote, token.metaData.title, token.metaData.description, token.metaData.keywords]) {
      expect(text.trim()).not.toBe('')
    }
    for (const url of [token.icon_url, token.defaultLogo, token.headerLogo, token.chartImg]) {
      expect(url).toMatch(/\.svg/)
    }
    expect(token.tokenDistribution).toEqual(['50% Public Cell', '30% Referral Programme', '10% Angel Investor', '7.5% Founder Team', '2.5% Airdrop'])
    expect(token.socialLinks.map((link) => link.mediaName)).toEqual([...SOCIAL_MEDIA_NAMES])
    for (const link of token.socialLinks) expect(link.link).toMatch(/^https:\/\//)
  })

  it('gives every token its own address and logo', () => {
    expect(new Set(TOKEN_CATALOGUE.map((token) => token.address)).size).toBe(11)
    expect(new Set(TOKEN_CATALOGUE.map((token) => token.icon_url)).size).toBe(11)
  })

  it('selects STR', () => {
    expect(SELECTED_TOKEN_SYMBOL).toBe('STR')
    expect(selectedToken.symbol).toBe('STR')
    expect(selectedToken.metaData.title.startsWith('STR')).toBe(true)
    // Built apart from the catalogue (token-entry.ts), it is the catalogue's own STR entry.
    expect(selectedToken).toEqual(TOKEN_CATALOGUE.find((token) => token.symbol === SELECTED_TOKEN_SYMBOL))
  })
})
