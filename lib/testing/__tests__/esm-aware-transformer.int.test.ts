/** @jest-environment node */
import path from 'node:path';
import vm from 'node:vm';
import esmAwareTransformer from '../esm-aware-transformer.mjs';

// Runs in the data project: only under --experimental-vm-modules does Next's transformer write ES modules
// at all ('Module' in node:vm). It fails when next/jest's transformer stops writing an ES module for a file
// whose extension `extensionsToTreatAsEsm` names, the internal switch the wrapper relies on.
const source = "import { join } from 'node:path';\nexport const where = join('a', 'b');\n";
const filename = path.join(__dirname, 'module.mjs');
const config = { testEnvironment: 'node', rootDir: process.cwd() };
const transformer = esmAwareTransformer.createTransformer({ isEsmProject: false });

describe('the ESM-aware SWC transform', () => {
  it('runs where ES modules can be written', () => {
    expect('Module' in vm).toBe(true);
  });

  it('writes an ES module when Jest loads the file as one', () => {
    const { code } = transformer.process(source, filename, { supportsStaticESM: true, config });
    expect(code).toMatch(/^export const where/m);
    expect(code).not.toMatch(/\bexports\./);
  });

  it('writes CommonJS when Jest requires the file as CommonJS', () => {
    const { code } = transformer.process(source, filename, { supportsStaticESM: false, config });
    expect(code).toMatch(/\bexports\b/);
    expect(code).not.toMatch(/^export /m);
  });
});
