import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'cookie'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
// Where the build writes a route's page: one rule for both sides.
import { inLanguage, pageFile, type PageLanguage } from '../lib/page-file'
import { failure } from '../lib/errors'
import { LANGUAGE_COOKIE } from '@/shared/language-cookie'

/** The language the SPA last showed this reader (its cookie), English without one. */
function languageOf(cookieHeader: string | undefined): PageLanguage {
  return parse(cookieHeader ?? '')[LANGUAGE_COOKIE] === 'hi' ? 'hi' : 'en'
}

/** A page path the build may have written a page for: letters, digits, dashes and slashes, nothing that climbs. */
const PAGE_PATH = /^(\/[A-Za-z0-9-]+)*$/

/**
 * Serves the built SPA and answers every unknown path: API paths get the 404 envelope, page paths
 * get their route's page (pages/<path>.html, which names the route's code for the browser to fetch
 * beside the entry; scripts/route-pages.ts) or index.html, so browser-history routes survive a reload.
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
      // "/" is answered below, with its page.
      index: false,
      // Vite puts a content hash in every asset name, so assets never change under their name. The
      // same name is answered brotli, gzip or plain by what the browser accepts, so a cache between
      // must keep them apart (a page's Vary is sendPage's).
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        if (immutable) res.setHeader('vary', 'Accept-Encoding')
      },
    })
  }

  /** The build's page for a path, else the SPA's index; looked up per request like the assets. */
  function pageOf(pathname: string) {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : ''
    if (!PAGE_PATH.test(trimmed)) return 'index.html'
    const page = pageFile(trimmed || '/')
    return fs.existsSync(path.join(webDir, page)) ? page : 'index.html'
  }
  /** The page in the reader's language where the build wrote it (a build without it, the page as it is). */
  function inReadersLanguage(page: string, language: PageLanguage) {
    const file = inLanguage(page, language)
    return file === page || fs.existsSync(path.join(webDir, file)) ? file : page
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    reply
      .header('cache-control', 'no-cache')
      // The same URL answers each language its own page (and compressed as the browser accepts): a
      // cache must key it by both.
      .header('vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .sendFile(inReadersLanguage(pageOf(pathname), languageOf(request.headers.cookie)))
  // The static plugin would answer "/" as a folder; the login page is a page like any other.
  if (hasWebApp) fastify.get('/', (request, reply) => sendPage(request, reply, '/'))

  fastify.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]
    // A missing hashed asset (an old tab after a deploy) must fail as a 404, not load the page as script.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !pathname.startsWith('/assets/')
    if (isPage && hasWebApp) {
      return sendPage(request, reply, pathname)
    }
    return reply.code(404).send(isPage ? failure('WEB_APP_NOT_BUILT') : failure('ROUTE_NOT_FOUND', { method: request.method, path: pathname }))
  })
}

export default fp(webApp, { name: 'web-app', dependencies: ['config'] })
