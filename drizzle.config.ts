import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (`npm run db:generate`); the app applies them itself on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
});
