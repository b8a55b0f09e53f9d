'use client';

/* eslint-disable @next/next/no-img-element -- the source as it is, whatever its host: the crop is measured on it */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Crop } from '@/components/blocks/image/schema';
import { fill } from '../labels';
import type { CropTextKey } from './crop-labels';
import {
  ASPECT_CHOICES, aspectRatioOf, fitAspect, keyboardStep, moveRect, resizeFromCorner, setSide, toCrop, toPixels,
  type AspectChoice, type Corner, type PixelRect, type Side,
} from './crop-geometry';
import styles from './image-crop.module.css';

interface ImageCropProps {
  src: string;
  /** The source image's stored size, which the crop is measured in. */
  width: number;
  height: number;
  crop: Crop | undefined;
  /** The active theme style's recommended width of content images (contentImageWidth), if it names one. */
  recommendedWidth: number | undefined;
  /** The crop to store; undefined removes it. */
  onChange(crop: Crop | undefined): void;
  labels: Record<CropTextKey, string>;
}

const CORNERS: readonly Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const SIDES: readonly Side[] = ['left', 'top', 'width', 'height'];

/** Where a pointer drag started, and how many source pixels one screen pixel of the preview is. */
interface Drag {
  handle: 'move' | Corner;
  x: number;
  y: number;
  start: PixelRect;
  scaleX: number;
  scaleY: number;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * An image block's crop mode (spec section 2): a rectangle over the image, moved by dragging or the
 * arrow keys and resized by its corners or typed pixel values, optionally held to a shape. The crop
 * is only handed on when applied; the theme's recommended width warns of an image cut too small.
 */
export function ImageCrop({ src, width, height, crop, recommendedWidth, onChange, labels }: ImageCropProps) {
  const size = { width, height };
  const [draft, setDraft] = useState<PixelRect | null>(null);
  const [aspect, setAspect] = useState<AspectChoice>('free');
  const stage = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const cropButton = useRef<HTMLButtonElement>(null);
  const drag = useRef<Drag | null>(null);
  const editing = draft !== null;
  const wasEditing = useRef(false);
  const ids = { hint: useId(), position: useId(), warning: useId(), aspect: useId(), input: useId() };

  // Opening moves the focus onto the crop area, leaving hands it back to the button that opened it.
  useEffect(() => {
    if (editing) area.current?.focus();
    else if (wasEditing.current) cropButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const ratio = aspectRatioOf(aspect, size);
  const shown = draft ?? (crop ? toPixels(crop, size) : null);
  const narrow = shown && recommendedWidth && shown.width < recommendedWidth
    ? fill(labels.tooNarrow, { width: shown.width, recommended: recommendedWidth })
    : null;

  const open = () => {
    setAspect('free');
    setDraft(toPixels(crop, size));
  };
  const finish = (result?: { crop: Crop | undefined }) => {
    if (result) onChange(result.crop);
    drag.current = null;
    setDraft(null);
  };

  if (!draft) {
    return (
      <div className={styles.crop}>
        <button type="button" ref={cropButton} onClick={open}>{labels.cropImage}</button>
        {shown && <p>{fill(labels.croppedTo, { width: shown.width, height: shown.height })}</p>}
        {narrow && <p className={styles.warning}>{narrow}</p>}
      </div>
    );
  }

  const chooseAspect = (choice: AspectChoice) => {
    setAspect(choice);
    const chosen = aspectRatioOf(choice, size);
    if (chosen !== null) setDraft(fitAspect(draft, chosen, size));
  };

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const box = stage.current!.getBoundingClientRect();
    const corner = (event.target as HTMLElement).dataset['corner'] as Corner | undefined;
    drag.current = { handle: corner ?? 'move', x: event.clientX, y: event.clientY, start: draft, scaleX: width / box.width, scaleY: height / box.height };
    // Captured, so that the drag goes on when the pointer outruns the rectangle.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const continueDrag = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    const dx = (event.clientX - from.x) * from.scaleX;
    const dy = (event.clientY - from.y) * from.scaleY;
    setDraft(from.handle === 'move' ? moveRect(from.start, dx, dy, size) : resizeFromCorner(from.start, from.handle, dx, dy, ratio, size));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const moveByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keyboardStep(event.key, event.shiftKey, size);
    if (!step) return;
    event.preventDefault(); // the arrows would scroll the sidebar too
    setDraft(moveRect(draft, step.dx, step.dy, size));
  };

  const limits: Record<Side, { min: number; max: number }> = {
    left: { min: 0, max: width - draft.width },
    top: { min: 0, max: height - draft.height },
    width: { min: 1, max: width - draft.left },
    height: { min: 1, max: height - draft.top },
  };

  return (
    <div
      className={styles.crop} role="group" aria-label={labels.cropImage}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        finish();
      }}
    >
      <div
        ref={stage} className={styles.stage}
        // As high as 20rem at most, and exactly the image's shape, so that percentages are the image's.
        style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, ${(20 * width) / height}rem)` }}
      >
        <img className={styles.source} src={src} alt="" draggable={false} />
        <div
          ref={area} className={styles.area} tabIndex={0}
          // An application: screen readers hand the arrow keys to it instead of reading on with them.
          role="application" aria-label={labels.cropArea} aria-describedby={`${ids.hint} ${ids.position}`}
          style={{ left: percent(draft.left, width), top: percent(draft.top, height), width: percent(draft.width, width), height: percent(draft.height, height) }}
          onKeyDown={moveByKey} onPointerDown={startDrag} onPointerMove={continueDrag} onPointerUp={endDrag} onPointerCancel={endDrag}
        >
          {CORNERS.map((corner) => <span key={corner} className={styles.handle} data-corner={corner} aria-hidden="true" />)}
        </div>
      </div>
      <p id={ids.hint} className={styles.hint}>{labels.cropHint}</p>
      <p id={ids.position} className="visually-hidden" role="status">
        {fill(labels.cropPosition, { width: draft.width, height: draft.height, left: draft.left, top: draft.top })}
      </p>

      <fieldset className={styles.sides}>
        <legend>{fill(labels.sizeLegend, { width, height })}</legend>
        {SIDES.map((side) => (
          <div key={side} className={styles.side}>
            <label htmlFor={`${ids.input}-${side}`}>{labels[side]}</label>
            <input
              id={`${ids.input}-${side}`} type="number" step={1} {...limits[side]} value={draft[side]}
              aria-describedby={side === 'width' && narrow ? ids.warning : undefined}
              onChange={(event) => {
                const value = event.currentTarget.valueAsNumber;
                if (Number.isFinite(value)) setDraft(setSide(draft, side, value, ratio, size));
              }}
            />
          </div>
        ))}
      </fieldset>

      <div className={styles.aspect}>
        <label htmlFor={ids.aspect}>{labels.aspectRatio}</label>
        <select id={ids.aspect} value={aspect} onChange={(event) => chooseAspect(event.currentTarget.value as AspectChoice)}>
          {ASPECT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>{choice === 'free' || choice === 'original' ? labels[choice] : choice}</option>
          ))}
        </select>
      </div>

      {recommendedWidth && <p>{fill(labels.recommendedWidth, { width: recommendedWidth })}</p>}
      <p id={ids.warning} role="status" className={narrow ? styles.warning : undefined}>{narrow}</p>

      <div className={styles.actions}>
        <button type="button" className={styles.apply} onClick={() => finish({ crop: toCrop(draft, size) })}>{labels.applyCrop}</button>
        <button type="button" onClick={() => finish()}>{labels.cancel}</button>
        {crop && <button type="button" onClick={() => finish({ crop: undefined })}>{labels.removeCrop}</button>}
      </div>
    </div>
  );
}
