'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/components/hooks/use-hydrated';
import type { Breakpoint } from '@/lib/schemas/block-visibility';
import { CanvasDocumentContext, CanvasScaleContext } from './canvas-document';
import { DEVICE_WIDTHS, fitScale, frameBox } from './device-width';
import { mirrorStylesheets } from './mirror-stylesheets';
import styles from './workspace.module.css';

/** Gives the frame's document the page's language and the editor's stylesheets; returns how to stop following them. */
function prepareCanvasDocument(frameDocument: Document, lang: string): () => void {
  frameDocument.documentElement.lang = lang;
  return mirrorStylesheets(document, frameDocument);
}

/**
 * The frame's own document: standards mode, and links and forms of the page open in the editor's window
 * (a link the page's client code does not handle navigates the editor, never the frame).
 */
const FRAME_DOCUMENT = '<!DOCTYPE html><html><head><meta charset="utf-8"><base target="_parent"></head><body></body></html>';

interface Props {
  /** The frame's accessible name: which page it shows. */
  title: string;
  device: Breakpoint;
  /** The page's language and the storefront's mode, as the storefront document sets them on <html> and <body>. */
  lang: string;
  children: ReactNode;
}

/** The space the frame may take, measured as the workspace lays it out. */
function useSpace() {
  const ref = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const area = ref.current!;
    const measure = () => setSpace({ width: area.clientWidth, height: area.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, []);
  return [ref, space] as const;
}

/**
 * The canvas: the page in a same-origin frame laid out at the device's true width (DEVICE_WIDTHS), scaled
 * down as a whole when the space beside the panels is narrower, so that media queries, container queries,
 * responsive images and sticky headers behave as on a shopper's screen. The page is rendered into the
 * frame's body through a portal from the editor's own React tree: the canvas reads the editor's store
 * directly, and a change paints in the same frame as the field that made it. The frame is made in the
 * browser only (there is no document to render into on the server).
 */
export function CanvasFrame({ title, device, lang, children }: Props) {
  const [area, space] = useSpace();
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const hydrated = useHydrated();

  useEffect(() => (frameDocument ? prepareCanvasDocument(frameDocument, lang) : undefined), [frameDocument, lang]);

  const width = DEVICE_WIDTHS[device];
  const scale = fitScale(space.width, width);
  const box = frameBox(width, space.height, scale);
  return (
    <div ref={area} className={styles.canvasArea}>
      <div className={styles.canvasScaled} style={{ width: box.outerWidth }} data-device={device} data-scale={scale.toFixed(3)} data-tour="canvas">
        {hydrated && (
          <iframe name="canvas" title={title} srcDoc={FRAME_DOCUMENT} className={styles.canvasFrame}
            style={{ width: box.width, height: box.height, transform: scale === 1 ? undefined : `scale(${scale})` }}
            onLoad={(event) => setFrameDocument(event.currentTarget.contentDocument)} />
        )}
      </div>
      {frameDocument && createPortal(
        <CanvasDocumentContext.Provider value={frameDocument}>
          <CanvasScaleContext.Provider value={scale}>{children}</CanvasScaleContext.Provider>
        </CanvasDocumentContext.Provider>,
        frameDocument.body,
      )}
    </div>
  );
}
