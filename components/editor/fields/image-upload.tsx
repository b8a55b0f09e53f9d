'use client';

import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { shopApi } from '@/lib/api/browser';
import { mediaRoutes } from '@/lib/api/routes/media';
import { IMAGE_UPLOAD_LIMIT } from '@/lib/contract/limits';
import type { ImageUploadResult } from '@/lib/contract/media';
import { fill, type WorkbenchLabels, type WorkbenchTextKey } from '../labels';
import styles from '../workbench.module.css';

/** The types the upload endpoint stores (spec section 5); the server also wants the extension to match. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
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
  if (!ACCEPTED_EXTENSION.test(file.name) || (file.type !== '' && !ACCEPTED_IMAGE_TYPES.includes(file.type))) return 'wrongType';
  return file.size > IMAGE_UPLOAD_LIMIT ? 'tooLarge' : null;
}

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 413) return 'tooLarge';
  if (error instanceof ApiError && error.status === 415) return 'wrongType';
  return 'failed';
}

/** Where else a file shows while it uploads (the canvas, for an image block): from `show` until `end`. */
export interface LocalImageShown {
  show(src: string): void;
  end(src: string): void;
}

/**
 * The one upload routine of the editor's image fields: a file is checked as the server would, sent,
 * and shown from a local preview while it travels (in the field, and where `onLocal` shows it); `uploaded` gets the stored image. A failure says
 * why, worded by whether an earlier image stays (`kept`), and changes nothing.
 */
export function useImageUpload(ui: WorkbenchLabels['ui'], onLocal?: LocalImageShown) {
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<WorkbenchTextKey | null>(null);

  const upload = async (file: File, kept: boolean, uploaded: (image: ImageUploadResult) => void) => {
    const refused = checkFile(file);
    setFailure(refused && FAILURE_TEXTS[refused][kept ? 1 : 0]);
    if (refused) return;
    const local = URL.createObjectURL(file);
    setPreview(local);
    onLocal?.show(local);
    try {
      uploaded(await shopApi(mediaRoutes.uploadImage, { params: { filename: file.name }, body: file }, { silent: true }));
    } catch (error) {
      // Shown in the field rather than as a notification (silent above): the owner is looking here.
      setFailure(FAILURE_TEXTS[failureOf(error)][kept ? 1 : 0]);
    } finally {
      onLocal?.end(local);
      URL.revokeObjectURL(local);
      setPreview(null);
    }
  };

  return {
    upload,
    preview,
    uploading: preview !== null,
    error: failure && fill(ui[failure], { limit: LIMIT_MB }),
    clearError: () => setFailure(null),
  };
}

/** "Uploading image…" with a spinner while a file travels; an empty live region otherwise. */
export function UploadStatus({ uploading, ui }: { uploading: boolean; ui: WorkbenchLabels['ui'] }) {
  return (
    <p role="status" className={styles.uploading}>
      {uploading && <><span className={styles.spinner} aria-hidden="true" />{ui.uploadingImage}</>}
    </p>
  );
}

/**
 * Why the last upload failed, placed by the upload control (which names it with aria-describedby as
 * `id`); present but hidden until then, so that the alert is announced when it fills. The sidebar is a
 * narrow column the owner may have scrolled, with a tall preview above: the refusal scrolls into sight.
 */
export function UploadRefusal({ id, error }: { id: string; error: string | null }) {
  const refusal = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) refusal.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  return <p ref={refusal} id={id} role="alert" className={styles.refusal} hidden={!error}>{error}</p>;
}
