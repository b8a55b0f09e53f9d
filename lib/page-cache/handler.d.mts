// The page cache handler class, compiled by tsx as it loads (handler.mjs).
declare const PageCacheHandler: unknown;
export default PageCacheHandler;
