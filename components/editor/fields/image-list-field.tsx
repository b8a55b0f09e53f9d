'use client';

/* eslint-disable @next/next/no-img-element -- the preview shows any source as it is: an upload, another host */
import { useId } from 'react';
import { fill, type WorkbenchLabels } from '../labels';
import styles from '../workbench.module.css';
import { LineField } from './basic-fields';
import { ACCEPTED_IMAGE_TYPES, UploadRefusal, UploadStatus, useImageUpload } from './image-upload';
import type { StoredImage } from './image-field';
import type { FieldRule } from './rules';
import { useFieldDraft } from './use-field-draft';

/** An image of a list, with its alternative text, and the video it stands for (a content slider's video slide). */
export type ListedImage = StoredImage & { alt?: string; video?: string };

/**
 * Changes the list as the block holds it when the change lands, not as it was shown: an upload may
 * finish after the owner edited another image's text.
 */
export type ImageListEdit = (change: (images: ListedImage[]) => ListedImage[], typing: boolean) => void;

/** The rules of a listed image's texts: its alternative text and, where images can play one, its video link. */
export interface ListedImageRules {
  alt: FieldRule<string | undefined>;
  video?: FieldRule<string | undefined>;
}

/** A listed image's video link; without one (no rule), the image list plays no videos. */
function VideoLinkField({ image, index, rule, label, edit }: {
  image: ListedImage; index: number; rule: FieldRule<string | undefined>; label: string; edit: ImageListEdit;
}) {
  const video = useFieldDraft(image.video, rule, (value) =>
    edit((images) => images.map((item, i) => (i === index ? { ...item, video: value?.trim() || undefined } : item)), true));
  return <LineField label={label} {...video} />;
}

function ListedImageRow({ image, index, name, labels, rules, edit }: {
  image: ListedImage; index: number; name: string; labels: WorkbenchLabels; rules: ListedImageRules; edit: ImageListEdit;
}) {
  const { ui } = labels;
  const alt = useFieldDraft(image.alt, rules.alt, (value) =>
    edit((images) => images.map((item, i) => (i === index ? { ...item, alt: value ?? '' } : item)), true));
  const move = (direction: -1 | 1) => edit((images) => {
    const to = index + direction;
    if (to < 0 || to >= images.length) return images;
    const next = [...images];
    [next[index], next[to]] = [next[to]!, next[index]!];
    return next;
  }, false);
  return (
    <li>
      <fieldset className={styles.slide}>
        <legend>{name}</legend>
        <img className={styles.slidePreview} src={image.src} alt={image.alt ?? ''} />
        <LineField label={labels.fields.alt} {...alt} />
        {rules.video && <VideoLinkField image={image} index={index} rule={rules.video} label={labels.fields.video} edit={edit} />}
        {/* Always enabled, as in the outline: a button disabled under the focus would drop it. */}
        <div className={styles.imageActions}>
          <button type="button" aria-label={`${ui.moveUp}: ${name}`} onClick={() => move(-1)}>{ui.moveUp}</button>
          <button type="button" aria-label={`${ui.moveDown}: ${name}`} onClick={() => move(1)}>{ui.moveDown}</button>
          <button type="button" aria-label={`${ui.removeImage}: ${name}`}
            onClick={() => edit((images) => images.filter((_, i) => i !== index), false)}>{ui.removeImage}</button>
        </div>
      </fieldset>
    </li>
  );
}

/** Keys that follow an image when it moves, so that the focus moves with its buttons. */
function keysOf(images: ListedImage[]): string[] {
  const seen = new Map<string, number>();
  return images.map((image) => {
    const count = seen.get(image.src) ?? 0;
    seen.set(image.src, count + 1);
    return `${image.src}#${count}`;
  });
}

/**
 * Images one after another (a content slider's): each with its alternative text (and a video link when
 * `rules.video` is given), moved up or down or removed; "Add image" uploads one more at the end, up to `max`.
 */
export function ImageListField({ label, images, max, labels, rules, edit }: {
  label: string; images: ListedImage[]; max: number; labels: WorkbenchLabels; rules: ListedImageRules; edit: ImageListEdit;
}) {
  const inputId = useId();
  const refusalId = useId();
  const { ui } = labels;
  const { upload, uploading, error } = useImageUpload(ui);
  const full = images.length >= max;
  const add = (file: File) => upload(file, false, (image) => edit((current) => (current.length >= max ? current : [
    ...current, { src: image.relativeDownloadUrl, width: image.width, height: image.height, alt: '' },
  ]), false));
  const keys = keysOf(images);
  return (
    <fieldset className={styles.imageField}>
      <legend>{label}</legend>
      {images.length > 0 && (
        <ol className={styles.slides}>
          {images.map((image, index) => (
            <ListedImageRow key={keys[index]} image={image} index={index} name={fill(labels.fields.slide, { number: index + 1 })}
              labels={labels} rules={rules} edit={edit} />
          ))}
        </ol>
      )}
      <div className={styles.addSlide} aria-busy={uploading}>
        <input
          id={inputId} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} className={styles.fileInput} disabled={uploading || full}
          aria-describedby={error ? refusalId : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = ''; // so that the same file can be chosen again after a failure
            if (file) void add(file);
          }}
        />
        <label htmlFor={inputId} className={styles.chooseImage} data-disabled={uploading || full || undefined}>{labels.fields.addImage}</label>
        <UploadRefusal id={refusalId} error={error} />
        {full && <p className={styles.hint}>{fill(labels.validation.slidesFull, { max })}</p>}
        <UploadStatus uploading={uploading} ui={ui} />
      </div>
    </fieldset>
  );
}
