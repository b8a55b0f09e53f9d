import type { Block } from '@/lib/schemas/page-content';
import { BASE_PALETTE } from '../palette';
import type { CheckInput, CheckLookups } from '../types';

export const lookups = (overrides: Partial<CheckLookups> = {}): CheckLookups => ({
  palette: BASE_PALETTE, links: {}, imageBytes: {}, missingTexts: [], isHome: false, ...overrides,
});

export const input = (blocks: Block[], overrides: Partial<CheckLookups> = {}): CheckInput => ({ blocks, lookups: lookups(overrides) });

export const text = (_id: string, content: string): Block => ({ _id, type: 'text', data: { content } });
export const html = (_id: string, markup: string): Block => ({ _id, type: 'html', data: { html: markup } });
export const image = (_id: string, data: Record<string, unknown> = {}): Block => ({ _id, type: 'image', data: { src: '/media/a.jpg', alt: 'A red chair', ...data } });
export const layout = (_id: string, ...columns: Block[][]): Block => ({ _id, type: 'multi-column', data: {}, columns });
