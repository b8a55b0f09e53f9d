import type { LegalPageSlug } from '@/lib/schemas/legal';

/** The title and HTML body of every legal page in one language. */
export type LegalTexts = Record<LegalPageSlug, { title: string; html: string }>;
