// The app's own Vite config plus a manifest and a record of which modules landed in which chunk.
import path from 'node:path'
import { loadConfigFromFile, mergeConfig } from 'vite'

const root = path.resolve(import.meta.dirname, '../../..')

function recordChunkModules() {
  return {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      const chunks = {}
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks[item.fileName] = Object.fromEntries(Object.entries(item.modules).map(([id, m]) => [path.relative(root, id), m.renderedLength]))
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) })
    },
  }
}

export default async function benchConfig(env) {
  const loaded = await loadConfigFromFile(env, path.join(root, 'vite.config.ts'), root)
  return mergeConfig(loaded.config, { root, build: { manifest: true }, plugins: [recordChunkModules()] })
}
