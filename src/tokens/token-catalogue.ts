import acwLogo from './logos/acw.svg?no-inline'
import cowlLogo from './logos/cowl.svg?no-inline'
import glcLogo from './logos/glc.svg?no-inline'
import glxyLogo from './logos/glxy.svg?no-inline'
import maspLogo from './logos/masp.svg?no-inline'
import ntcnLogo from './logos/ntcn.svg?no-inline'
import nxtLogo from './logos/nxt.svg?no-inline'
import ppcnLogo from './logos/ppcn.svg?no-inline'
import rsgnLogo from './logos/rsgn.svg?no-inline'
import shikLogo from './logos/shik.svg?no-inline'

import { STR_SEED, tokenEntry, type TokenCatalogueEntry, type TokenSeed } from './token-entry'

export { SOCIAL_MEDIA_NAMES } from './token-entry'

/** Every token of the spec's catalogue; the pages show only the selected one (selected-token.ts). */
const seeds: TokenSeed[] = [
  {
    symbol: 'MASP',
    name: 'Masp Coin',
    address: '0x281208f55cc6ea47693b63f5df6cbbae1157a38e',
    logo: maspLogo,
    handle: 'maspcoin',
    tagline: 'a community token for everyday payments',
  },
  {
    symbol: 'NTCN',
    name: 'Netcoin',
    address: '0x714066fdd9e9cc09127ccbdb7c8d20bddefb6d2e',
    logo: ntcnLogo,
    handle: 'netcoinofficial',
    tagline: 'a token for networked communities',
  },
  {
    symbol: 'PPCN',
    name: 'PayPro Coin',
    address: '0x4360e5ba14a5a2875b042a7e8a222cf77b36df3e',
    logo: ppcnLogo,
    handle: 'payprocoin',
    tagline: 'a token built for merchant payments',
  },
  {
    symbol: 'SHIK',
    name: 'Shikhar Token',
    address: '0x9b339c1885e7edf4bbdec3cba6088d1b7b39528f',
    logo: shikLogo,
    handle: 'shikhartoken',
    tagline: 'a token that aims for the summit',
  },
  { symbol: 'ACW', name: 'Acwa Coin', address: '0x7ba3926221a8603c656feee8c1ca07575e049bf3', logo: acwLogo, handle: 'acwacoin', tagline: 'a token for sustainable projects' },
  {
    symbol: 'COWL',
    name: 'Cowl Token',
    address: '0xc8c49b3edd596e4d67aee803101c1603d4f7a9ba',
    logo: cowlLogo,
    handle: 'cowltoken',
    tagline: 'a token for agricultural communities',
  },
  {
    symbol: 'RSGN',
    name: 'Rising Token',
    address: '0x4c6c4c771eecec0bf3d3fa9a6266d93b13dc12ba',
    logo: rsgnLogo,
    handle: 'risingtoken',
    tagline: 'a token for rising entrepreneurs',
  },
  {
    symbol: 'GLC',
    name: 'Global Coin',
    address: '0xb3ffa46dd2029cb752e8887572dcb4b0c5fae0b7',
    logo: glcLogo,
    handle: 'globalcoinhq',
    tagline: 'a token for cross-border communities',
  },
  {
    symbol: 'NXT',
    name: 'Next Token',
    address: '0x895373e8b132fdc202c2778562475af686b6c067',
    logo: nxtLogo,
    handle: 'nexttokenhq',
    tagline: 'a token for the next generation of members',
  },
  { symbol: 'GLXY', name: 'Galaxy Token', address: '0x98da8af0314bebe7daa00d9e3afac4c3c4aec462', logo: glxyLogo, handle: 'galaxytoken', tagline: 'a token with room to grow' },
]

export const TOKEN_CATALOGUE: readonly TokenCatalogueEntry[] = [...seeds, STR_SEED].map(tokenEntry)
