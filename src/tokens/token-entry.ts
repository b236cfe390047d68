import strLogo from './logos/str.svg?no-inline'

// A token's entry as the spec describes it, built from its seed. Here rather than in the catalogue
// (token-catalogue.ts) so that the pages, which show only the selected token (selected-token.ts), do
// not carry the other ten tokens' seeds: every page's first load fetched them (1.5 kB gzip).

export type TokenSymbol = 'MASP' | 'NTCN' | 'PPCN' | 'SHIK' | 'ACW' | 'COWL' | 'RSGN' | 'GLC' | 'NXT' | 'GLXY' | 'STR'

export const SOCIAL_MEDIA_NAMES = ['youtube', 'facebook', 'instagram', 'telegram', 'whatsApp', 'X'] as const
type SocialMediaName = (typeof SOCIAL_MEDIA_NAMES)[number]

interface SocialLink {
  mediaName: SocialMediaName
  link: string
}

interface TokenMetaData {
  title: string
  description: string
  keywords: string
}

export interface TokenCatalogueEntry {
  address: `0x${string}`
  symbol: TokenSymbol
  name: string
  decimals: number
  icon_url: string
  defaultLogo: string
  headerLogo: string
  title: string
  tokenDistribution: string[]
  socialLinks: SocialLink[]
  chartImg: string
  footerNote: string
  metaData: TokenMetaData
}

const TOKEN_DECIMALS = 18

/** Every token shares one distribution. */
const TOKEN_DISTRIBUTION = ['50% Public Cell', '30% Referral Programme', '10% Angel Investor', '7.5% Founder Team', '2.5% Airdrop'] as const

export interface TokenSeed {
  symbol: TokenSymbol
  name: string
  address: `0x${string}`
  logo: string
  handle: string
  tagline: string
}

function socialLinksFor(handle: string): SocialLink[] {
  return [
    { mediaName: 'youtube', link: `https://www.youtube.com/@${handle}` },
    { mediaName: 'facebook', link: `https://www.facebook.com/${handle}` },
    { mediaName: 'instagram', link: `https://www.instagram.com/${handle}` },
    { mediaName: 'telegram', link: `https://t.me/${handle}` },
    { mediaName: 'whatsApp', link: `https://whatsapp.com/channel/${handle}` },
    { mediaName: 'X', link: `https://x.com/${handle}` },
  ]
}

export function tokenEntry(seed: TokenSeed): TokenCatalogueEntry {
  const title = `${seed.symbol} Token`
  return {
    address: seed.address,
    symbol: seed.symbol,
    name: seed.name,
    decimals: TOKEN_DECIMALS,
    icon_url: seed.logo,
    defaultLogo: seed.logo,
    headerLogo: seed.logo,
    title,
    tokenDistribution: [...TOKEN_DISTRIBUTION],
    socialLinks: socialLinksFor(seed.handle),
    chartImg: seed.logo,
    footerNote: `© ${seed.name}. Token purchases are final; the number of ${seed.symbol} received may vary with price fluctuation.`,
    metaData: {
      title: `${seed.symbol} Token Pre-Launch`,
      description: `${seed.name} pre-launch programme: ${seed.tagline}. Buy ${seed.symbol} in INR, follow your stock and earn through referrals.`,
      keywords: `${seed.symbol}, ${seed.name}, token pre-launch, token sale, referral programme, buy tokens in INR`,
    },
  }
}

/** The token the product is branded by (selected-token.ts): its seed, which the catalogue lists last. */
export const STR_SEED: TokenSeed = {
  symbol: 'STR',
  name: 'Star Token',
  address: '0x12e8d7395963250a1276610dbd4f29da48a004bc',
  logo: strLogo,
  handle: 'startokenofficial',
  tagline: 'a star-backed token for members and their referrals',
}
