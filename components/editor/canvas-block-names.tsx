'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { BLOCK_TYPES } from '@/components/blocks/definitions';
import { typeName } from './block-names';
import { fill, type WorkbenchLabels } from './labels';

const BlockNamesContext = createContext<Readonly<Record<string, string>>>({});

/**
 * The name each block on the canvas has for assistive technology, by type, in the owner's language
 * ("Text block"): the canvas (canvas.tsx) knows the editor's labels, its blocks (canvas-blocks.tsx) are
 * rendered by the page inside it, and take the names from here.
 */
export function BlockNamesProvider({ labels, children }: { labels: WorkbenchLabels; children: ReactNode }) {
  const names = useMemo(() => Object.fromEntries(BLOCK_TYPES.map((type) => [type, fill(labels.ui.blockOnCanvas, { type: typeName(type, labels) })])), [labels]);
  return <BlockNamesContext.Provider value={names}>{children}</BlockNamesContext.Provider>;
}

/** The canvas's block names by type; empty outside the canvas. */
export const useBlockNames = () => useContext(BlockNamesContext);
