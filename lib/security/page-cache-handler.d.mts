export function inlineScriptHashes(html: string): string[];
export function addContentPolicy(value: unknown): void;
declare const PageCacheHandler: unknown;
export default PageCacheHandler;
