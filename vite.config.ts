import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

const apiPort = process.env.API_PORT ?? '3000'

export default defineConfig({
  plugins: [
    // The router plugin must run before react so route files are code-split first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/route-tree.gen.ts' }),
    react(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: { outDir: 'dist/web', sourcemap: false },
})
