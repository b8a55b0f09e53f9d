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

/**
 * How much the canvas frame is scaled down to fit (1 when it is not): the editor's own controls inside the
 * frame undo it, so that they keep the size of the rest of the workspace.
 */
export const CanvasScaleContext = createContext(1);
