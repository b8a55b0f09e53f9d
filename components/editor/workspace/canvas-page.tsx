import type { ReactNode } from 'react';
import { Slot } from './slots';

/**
 * The page inside the canvas frame as shoppers' documents lay it out: the shop's header (from the editor's
 * layout, portalled into its place), the page's main content, the footer.
 */
export function CanvasPage({ children }: { children: ReactNode }) {
  return (
    <>
      <Slot name="canvas-header" />
      <main id="main" className="page" tabIndex={-1}>{children}</main>
      <Slot name="canvas-footer" />
    </>
  );
}
