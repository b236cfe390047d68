import bold from './fonts/noto-sans-devanagari-hindi-700.woff2?url'
import regular from './fonts/noto-sans-devanagari-hindi-400.woff2?url'

let asked = false

/**
 * Starts fetching both Devanagari faces of devanagari-font.css (the same files, so the browser's
 * @font-face loads take these responses) as soon as the page is to be shown in Hindi. Left to CSS,
 * a face is fetched only when the first render lays out Devanagari text: after the entry, after the
 * Hindi words, after that render, so on a slow phone the first Hindi screen waited a whole font
 * download (35 kB a weight) at its end. Asked here, the fonts come in beside the Hindi words and are
 * usually in before the first render, which then paints in Noto at once, with no swap to shift the
 * layout. A page the server sends in Hindi names them in its HTML already (scripts/route-pages.ts);
 * this covers a switch to Hindi on an English page. An English page never fetches the fonts.
 */
export function preloadDevanagariFont(): void {
  if (asked) return
  asked = true
  for (const href of [regular, bold]) {
    const link = document.createElement('link')
    // A font is always fetched in CORS mode; a preload without `crossorigin` would be fetched twice.
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href })) link.setAttribute(name, value)
    document.head.append(link)
  }
}
