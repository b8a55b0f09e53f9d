// Writes the modules derived from the block definitions (scripts/block-sources.ts says which).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBlockFolders, renderBlockSources, ROOT } from './block-sources';

for (const [file, source] of Object.entries(renderBlockSources(await readBlockFolders()))) {
  writeFileSync(path.join(ROOT, file), source);
  console.log(`blocks:generate: wrote ${file}`);
}
