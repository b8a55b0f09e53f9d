// @ts-check
// Plain JavaScript: next.config.mjs, server.ts and scripts/compile-server.mjs read it before anything is compiled.

/**
 * Where scripts/compile-server.mjs writes the server and the page cache handler as JavaScript (gitignored):
 * production runs `node --conditions=react-server dist/server.js`, with no TypeScript loader. One folder
 * for every build of a checkout: what it holds depends on the sources alone, not on build-time settings.
 */
export const COMPILED_DIR = 'dist';

/**
 * The compiled page cache handler, from the project's folder: next.config's `cacheHandler`, which Next
 * imports in the server and in `next build`'s workers, and which server.ts loads before serving, so that
 * both hold the one module (in `npm run dev` too, where server.ts itself runs under tsx).
 */
export const PAGE_CACHE_HANDLER = `${COMPILED_DIR}/page-cache-handler.js`;
