import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the built SPA and answers every unknown path: API paths get the 404 envelope,
 * page paths get index.html so browser-history routes survive a reload.
 */
async function webApp(fastify: FastifyInstance) {
  const { webDir } = fastify.config
  const indexFile = path.join(webDir, 'index.html')
  const hasWebApp = fs.existsSync(indexFile)

  if (hasWebApp) {
    await fastify.register(fastifyStatic, {
      root: webDir,
      // Looked up per request, so a rebuilt bundle is served without a restart.
      wildcard: true,
      cacheControl: false,
      // scripts/compress-web.mjs writes .br and .gz beside the bundle at build time.
      preCompressed: true,
      // "/" is a folder to the static plugin; its page is the SPA's index.
      index: 'index.html',
      // Vite puts a content hash in every asset name, so assets never change under their name.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  fastify.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]
    // A missing hashed asset (an old tab after a deploy) must fail as a 404, not load the page as script.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !pathname.startsWith('/assets/')
    if (isPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
    }
    const message = isPage ? 'The web app is not built yet. Run npm run build.' : `Route ${request.method} ${pathname} not found`
    return reply.code(404).send({ status: false, message })
  })
}

export default fp(webApp, { name: 'web-app', dependencies: ['config'] })
