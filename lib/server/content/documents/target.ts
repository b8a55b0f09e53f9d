/**
 * What a content document belongs to: an info or legal page, a category (the home page is one), or a
 * reusable section (issue 30), whose blocks pages show through reference blocks.
 */
export type DocumentTarget = { kind: 'page'; id: string } | { kind: 'category'; id: string } | { kind: 'section'; id: string };

export const DOCUMENT_KINDS = ['page', 'category', 'section'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
