'use client';

import { createContext, useContext } from 'react';

/**
 * The document the canvas is in: the canvas frame's, which has a window of its own (its keys, clicks and
 * selections are its window's, not the editor's). Outside a frame (unit tests), the editor's own.
 */
export const CanvasDocumentContext = createContext<Document | null>(null);

export function useCanvasDocument(): Document {
  return useContext(CanvasDocumentContext) ?? document;
}
