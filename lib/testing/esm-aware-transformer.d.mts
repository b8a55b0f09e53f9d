/** Jest's transformer interface, as much of it as lib/testing/esm-aware-transformer.mjs has. */
interface SyncTransformer {
  process(source: string, filename: string, options: { supportsStaticESM?: boolean; config: object }): { code: string; map?: unknown };
}

declare const esmAwareTransformer: {
  createTransformer(options: Record<string, unknown>): SyncTransformer;
};
export default esmAwareTransformer;
