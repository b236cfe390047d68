import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` turns changes in the schema into a new committed SQL migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
})
