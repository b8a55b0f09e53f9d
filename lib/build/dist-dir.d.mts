export function distDir(env: Record<string, string | undefined>): string;
