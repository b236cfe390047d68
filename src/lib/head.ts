import { selectedToken } from '@/tokens/selected-token'

/** Shown only where no route names the page (default page metadata). */
const DEFAULT_META = {
  title: 'Token Pre-Launch Programme',
  description: 'Buy tokens in their pre-launch sale, pay in INR and grow your stock through the referral programme.',
  keywords: 'token pre-launch, token sale, referral programme, buy tokens in INR',
} as const

interface HeadMeta {
  title?: string
  name?: string
  content?: string
}

function metaTags(title: string, description: string, keywords: string): HeadMeta[] {
  return [{ title }, { name: 'description', content: description }, { name: 'keywords', content: keywords }]
}

/** The root route's head: default texts and the selected token's icon as favicon. */
export function defaultHead() {
  return {
    meta: metaTags(DEFAULT_META.title, DEFAULT_META.description, DEFAULT_META.keywords),
    links: [{ rel: 'icon', type: 'image/svg+xml', href: selectedToken.icon_url }],
  }
}

/** A branded page: '<token title>' or '<token title> | <suffix>' with the token's description and keywords. */
export function tokenHead(suffix?: string) {
  const { title, description, keywords } = selectedToken.metaData
  return { meta: metaTags(suffix ? `${title} | ${suffix}` : title, description, keywords) }
}
