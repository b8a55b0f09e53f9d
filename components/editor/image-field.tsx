'use client';

/* eslint-disable @next/next/no-img-element -- the preview shows any source as it is: a local blob: URL, an upload, another host */
import { useId, useRef, useState, type DragEvent } from 'react';
import { ApiError } from '@/lib/api/client';
import { shopApi } from '@/lib/api/browser';
import { apiRoutes } from '@/lib/api/routes';
import { IMAGE_UPLOAD_LIMIT } from '@/lib/contract/limits';
import type { Block } from '@/lib/schemas/page-content';
import { useEditorStore } from './editor-store-context';
import { fill, type WorkbenchLabels, type WorkbenchTextKey } from './labels';
import { findBlock } from './state/block-tree';
import styles from './workbench.module.css';

/** The types the upload endpoint stores (spec section 5); the server also wants the extension to match. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const ACCEPTED_EXTENSION = /\.(jpe?g|png|gif)$/i;
const LIMIT_MB = IMAGE_UPLOAD_LIMIT / (1024 * 1024);

type Failure = 'tooLarge' | 'wrongType' | 'failed';

/** Each failure's text, without and with an earlier image that stays (spec section 8). */
const FAILURE_TEXTS: Record<Failure, readonly [WorkbenchTextKey, WorkbenchTextKey]> = {
  tooLarge: ['imageTooLarge', 'imageTooLargeKept'],
  wrongType: ['imageWrongType', 'imageWrongTypeKept'],
  failed: ['imageFailed', 'imageFailedKept'],
};

/** What the server would refuse, found before sending: the owner sees the same text either way. */
function checkFile(file: File): Failure | null {
  if (!ACCEPTED_EXTENSION.test(file.name) || (file.type !== '' && !ACCEPTED_TYPES.includes(file.type))) return 'wrongType';
  return file.size > IMAGE_UPLOAD_LIMIT ? 'tooLarge' : null;
}

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 413) return 'tooLarge';
  if (error instanceof ApiError && error.status === 415) return 'wrongType';
  return 'failed';
}

const dragsFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * An image block's picture: chosen with the file picker or dropped onto the zone, uploaded, then
 * shown with its size, to change or remove. A failed upload says why and leaves the block as it was.
 */
export function ImageField({ block, label, ui }: { block: Block; label: string; ui: WorkbenchLabels['ui'] }) {
  const store = useEditorStore();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<WorkbenchTextKey | null>(null);
  const [over, setOver] = useState(false);
  const { src, alt, width, height } = block.data as { src?: string; alt?: string; width?: number; height?: number };
  const uploading = preview !== null;

  const upload = async (file: File) => {
    const kept = Boolean(src);
    const refused = checkFile(file);
    setError(refused && FAILURE_TEXTS[refused][kept ? 1 : 0]);
    if (refused) return;
    const local = URL.createObjectURL(file);
    setPreview(local);
    try {
      const image = await shopApi(apiRoutes.media.uploadImage, { params: { filename: file.name }, body: file }, { silent: true });
      // The block may have been deleted while the file was on its way.
      if (findBlock(store.getState().blocks, block._id)) {
        // The size goes with the source, so the page reserves the new image's box; a change of several
        // fields is one undo step of its own, never merged with typing.
        store.getState().dispatch({ type: 'update', id: block._id, data: { src: image.relativeDownloadUrl, width: image.width, height: image.height } });
        // The file input the owner used hides once there is an image: the focus goes on to its successor.
        requestAnimationFrame(() => changeButton.current?.focus());
      }
    } catch (failure) {
      // Shown in the field rather than as a notification (silent above): the owner is looking here.
      setError(FAILURE_TEXTS[failureOf(failure)][kept ? 1 : 0]);
    } finally {
      URL.revokeObjectURL(local);
      setPreview(null);
    }
  };

  const remove = () => {
    setError(null);
    store.getState().dispatch({ type: 'update', id: block._id, data: { src: '', width: undefined, height: undefined } });
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) void upload(file);
  };

  const shown = preview ?? src;
  const size = src && !uploading && width && height ? fill(ui.imageSize, { width, height }) : null;
  return (
    <fieldset className={styles.imageField}>
      <legend>{label}</legend>
      <div
        className={styles.dropZone} data-over={over || undefined} aria-busy={uploading}
        onDragOver={(event) => {
          if (!dragsFiles(event)) return;
          event.preventDefault(); // allows the drop
          setOver(true);
        }}
        // Leaving for one of the zone's own children is still over the zone.
        onDragLeave={(event) => setOver(event.currentTarget.contains(event.relatedTarget as Node | null))}
        onDrop={drop}
      >
        {shown && <img className={styles.imagePreview} src={shown} alt={alt ?? ''} />}
        <p role="status" className={styles.uploading}>
          {uploading && <><span className={styles.spinner} aria-hidden="true" />{ui.uploadingImage}</>}
        </p>
        {size && <p className={styles.imageSize}>{size}</p>}
        {/* Visually hidden while it is the "Choose image" label's; with an image, "Change image" opens it. */}
        <input
          ref={input} id={inputId} type="file" accept={ACCEPTED_TYPES.join(',')} className={styles.fileInput}
          hidden={Boolean(src)} disabled={uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = ''; // so that the same file can be chosen again after a failure
            if (file) void upload(file);
          }}
        />
        {src ? (
          <div className={styles.imageActions}>
            <button type="button" ref={changeButton} disabled={uploading} onClick={() => input.current?.click()}>{ui.changeImage}</button>
            <button type="button" disabled={uploading} onClick={remove}>{ui.removeImage}</button>
          </div>
        ) : (
          <>
            <label htmlFor={inputId} className={styles.chooseImage} data-disabled={uploading || undefined}>{ui.chooseImage}</label>
            <span className={styles.dropHint}>{ui.dropImage}</span>
          </>
        )}
        <p role="alert" className={styles.refusal} hidden={!error}>{error && fill(ui[error], { limit: LIMIT_MB })}</p>
      </div>
    </fieldset>
  );
}
