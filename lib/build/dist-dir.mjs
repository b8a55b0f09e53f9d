// @ts-check
// Plain JavaScript: next.config.mjs and scripts/build-if-stale.mjs read it as well as the app.

/**
 * The folder of the build: `.next`, or NEXT_DIST_DIR (the benchmark's build lives in `.next-bench`
 * beside the one `npm start` serves).
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export const distDir = (env) => env.NEXT_DIST_DIR || '.next';
