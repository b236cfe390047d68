/**
 * Where the build writes the page of a URL, and where the server reads it: `/` is
 * pages/index.html, `/user/dashboard` pages/user/dashboard.html. The one agreement between
 * scripts/route-pages.ts (which writes) and the web-app plugin (which serves); it lives on the
 * server's side so that the server imports nothing from scripts/.
 */
export const pageFile = (url: string) => `pages/${url === '/' ? 'index' : url.slice(1)}.html`
