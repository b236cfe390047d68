/**
 * Where the build writes the page of a URL, and where the server reads it: `/` is
 * pages/index.html, `/user/dashboard` pages/user/dashboard.html. The one agreement between
 * scripts/route-pages.ts (which writes) and the web-app plugin (which serves); it lives on the
 * server's side so that the server imports nothing from scripts/.
 */
export const pageFile = (url: string) => `pages/${url === '/' ? 'index' : url.slice(1)}.html`

/**
 * The languages a page is written in: a reader of Hindi gets the same page under hi/ (the root's
 * index.html as hi/index.html), which says `lang="hi"` and fetches the Hindi words' chunk beside the
 * entry instead of once the entry has run. The server chooses by the language cookie the SPA keeps
 * (src/shared/language-cookie.ts).
 */
export type PageLanguage = 'en' | 'hi'
export const inLanguage = (file: string, language: PageLanguage) => (language === 'en' ? file : `${language}/${file}`)
