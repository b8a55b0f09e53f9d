/** What a content document belongs to: an info or legal page, or a category (the home page is one). */
export type DocumentTarget = { kind: 'page'; id: string } | { kind: 'category'; id: string };

export const DOCUMENT_KINDS = ['page', 'category'] as const;
