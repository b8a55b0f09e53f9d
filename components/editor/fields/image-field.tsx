'use client';

/* eslint-disable @next/next/no-img-element -- the preview shows a local blob: URL, an optimizer copy of an upload (image-preview.ts) or another host's image */
import { useId, useRef, useState, type DragEvent } from 'react';
import { fill, type WorkbenchLabels } from '../labels';
import styles from '../workbench.module.css';
import { ACCEPTED_IMAGE_TYPES, UploadRefusal, UploadStatus, useImageUpload, type LocalImageShown } from './image-upload';
import { previewSource } from './image-preview';

/** An image as a block stores it: its address and, once uploaded, its size. */
export interface StoredImage {
  src: string;
  width?: number;
  height?: number;
}

const dragsFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A block's picture: chosen with the file picker or dropped onto the zone, uploaded, then shown with
 * its size, to change or remove. `onChange` gets the new image, or an empty source once removed; a
 * failed upload says why and changes nothing.
 */
export function ImageField({ label, image, alt, ui, onChange, onLocal }: {
  label: string; image: StoredImage; alt: string; ui: WorkbenchLabels['ui']; onChange: (image: StoredImage) => void;
  /** Where else the chosen file shows while it uploads (the canvas). */
  onLocal?: LocalImageShown;
}) {
  const inputId = useId();
  const refusalId = useId();
  const input = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const [over, setOver] = useState(false);
  const { upload, preview, uploading, error, clearError } = useImageUpload(ui, onLocal);
  const { src, width, height } = image;

  const send = (file: File) => upload(file, Boolean(src), (uploaded) => {
    // The size goes with the source, so the page reserves the new image's box.
    onChange({ src: uploaded.relativeDownloadUrl, width: uploaded.width, height: uploaded.height });
    // The file input the owner used hides once there is an image: the focus goes on to its successor.
    requestAnimationFrame(() => changeButton.current?.focus());
  });

  const remove = () => {
    clearError();
    onChange({ src: '', width: undefined, height: undefined });
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) void send(file);
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
        {shown && <img className={styles.imagePreview} {...(preview ? { src: preview } : previewSource(src, width, height))} alt={alt} />}
        <UploadStatus uploading={uploading} ui={ui} />
        {size && <p className={styles.imageSize}>{size}</p>}
        {/* Visually hidden while it is the "Choose image" label's; with an image, "Change image" opens it. */}
        <input
          ref={input} id={inputId} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} className={styles.fileInput}
          hidden={Boolean(src)} disabled={uploading} aria-describedby={error ? refusalId : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = ''; // so that the same file can be chosen again after a failure
            if (file) void send(file);
          }}
        />
        {src ? (
          <div className={styles.imageActions}>
            <button type="button" ref={changeButton} disabled={uploading} aria-describedby={error ? refusalId : undefined} onClick={() => input.current?.click()}>
              {ui.changeImage}
            </button>
            <button type="button" disabled={uploading} onClick={remove}>{ui.removeImage}</button>
          </div>
        ) : (
          <label htmlFor={inputId} className={styles.chooseImage} data-disabled={uploading || undefined}>{ui.chooseImage}</label>
        )}
        <UploadRefusal id={refusalId} error={error} />
        {!src && <span className={styles.dropHint}>{ui.dropImage}</span>}
      </div>
    </fieldset>
  );
}
