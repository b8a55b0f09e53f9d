export const COMPILED_DIR: string;
export const PAGE_CACHE_HANDLER: string;
