import { defineConfig } from '@hey-api/openapi-ts'

export default defineConfig({
  input: './openapi.yaml',
  output: {
    path: './src/client',
  },
  plugins: [
    '@hey-api/client-fetch',
    {
      name: '@hey-api/sdk',
      // Requests are checked before they leave the browser. Answers are not: the server already
      // serialises them through the same schemas.
      validator: { request: 'valibot', response: false },
    },
    '@hey-api/typescript',
    {
      name: 'valibot',
      '~resolvers': {
        // The valibot plugin renders `format: binary` as v.string(), which would refuse the File a
        // browser uploads; the TypeScript types already say Blob | File, and File extends Blob.
        string: (ctx) => (ctx.schema.format === 'binary' ? ctx.$(ctx.symbols.v).attr('blob').call() : undefined),
      },
    },
    '@tanstack/react-query',
    'fastify',
  ],
})
