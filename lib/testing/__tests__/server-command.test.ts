/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverArgs } from '../server-command';

describe('serverArgs', () => {
  it("starts another checkout as that checkout's npm run serve does: an earlier release under tsx", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vitrine-server-command-'));
    try {
      writeFileSync(path.join(root, 'package.json'), JSON.stringify({ scripts: { serve: 'node --import tsx --conditions=react-server server.ts' } }));
      expect(serverArgs(root)).toEqual(['--import', 'tsx', '--conditions=react-server', 'server.ts']);
      writeFileSync(path.join(root, 'package.json'), JSON.stringify({ scripts: { serve: 'next start' } }));
      expect(() => serverArgs(root)).toThrow('npm run serve should run node');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
