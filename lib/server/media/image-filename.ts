import type { ImageKind } from './image-dimensions';

const EXTENSIONS: Record<string, ImageKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif' };

/** The image format a filename's extension names (case-insensitive), or null for any other. */
export function extensionKind(filename: string): ImageKind | null {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(filename)?.[1]?.toLowerCase();
  return extension ? EXTENSIONS[extension] ?? null : null;
}

/**
 * A filename that is safe in a URL path and a download: lower-case ASCII letters, digits and hyphens
 * plus the original extension, e.g. `Été Photo (1).JPG` → `ete-photo-1.jpg`.
 */
export function safeImageFilename(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const extension = dot > 0 ? filename.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '') : '';
  const base = (dot > 0 ? filename.slice(0, dot) : filename)
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return `${base || 'image'}${extension ? `.${extension}` : ''}`;
}
