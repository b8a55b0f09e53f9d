// next.config's `cacheHandler`. Next.js imports its cache handler itself, at run time and outside its
// bundler, in `next build`'s workers as in the server, and Node.js 20 reads no TypeScript: tsx
// compiles the handler (page-cache-handler.ts and what it imports) as it is loaded, once per process.
// Loaded past the bundler's tracing (which would try to bundle tsx and esbuild's binary): tsx is a
// dependency of the app, there at run time.
const { tsImport } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'tsx/esm/api');

const { default: PageCacheHandler } = await tsImport('./page-cache-handler.ts', import.meta.url);

export default PageCacheHandler;
