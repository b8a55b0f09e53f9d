'use client';

import type { ReactNode } from 'react';
import { InSlot } from './slots';

/** The shop's header or footer, rendered by the editor's layout, shown in its place in the canvas frame. */
export function CanvasChrome({ part, children }: { part: 'header' | 'footer'; children: ReactNode }) {
  return <InSlot name={part === 'header' ? 'canvas-header' : 'canvas-footer'}>{children}</InSlot>;
}
