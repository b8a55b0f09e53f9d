// @ts-check
/**
 * next/jest's SWC transformer, writing each file in the module system Jest loads it in.
 *
 * Jest tells a transformer how it will load a file (`supportsStaticESM`: as an ES module), but Next's
 * transformer decides by the file's extension alone and writes CommonJS for `.mjs`. That held while Jest
 * loaded a `.mjs` that CommonJS requires as CommonJS. Under --experimental-vm-modules (the data project)
 * on Node.js 24.9 and later, Jest 30 runs `require()` of an ES module as Node does, as an ES module, and
 * Next's CommonJS output fails there ("exports is not defined"). So when Jest asks for an ES module, this
 * hands Next's transformer a config that counts the file's extension among `extensionsToTreatAsEsm`, the
 * one input by which it writes ES modules. It relies on that internal switch of
 * `next/dist/build/swc/jest-transformer`: lib/testing/__tests__/esm-aware-transformer.int.test.ts fails
 * when it changes.
 */
import path from 'node:path';
import nextTransformer from 'next/dist/build/swc/jest-transformer.js';

/** @param {Record<string, unknown>} options next/jest's options for its transformer */
function createTransformer(options) {
  const next = nextTransformer.createTransformer(options);
  return {
    /**
     * @param {string} source
     * @param {string} filename
     * @param {{ supportsStaticESM?: boolean; config: { extensionsToTreatAsEsm?: string[] } }} jestOptions
     */
    process(source, filename, jestOptions) {
      if (!jestOptions.supportsStaticESM) return next.process(source, filename, jestOptions);
      const extensionsToTreatAsEsm = [...(jestOptions.config.extensionsToTreatAsEsm ?? []), path.extname(filename)];
      return next.process(source, filename, { ...jestOptions, config: { ...jestOptions.config, extensionsToTreatAsEsm } });
    },
  };
}

const esmAwareTransformer = { createTransformer };
export default esmAwareTransformer;
