/* eslint-disable @next/next/no-img-element -- owner images come from any source and carry their own size */
import type { BlockViewProps } from '../types';
import { imageBlockSchema } from './schema';

/** An image with optional overlay text and button, wrapped in a link when one is set. */
export function ImageBlock({ block }: BlockViewProps) {
  const parsed = imageBlockSchema.safeParse(block.data);
  // Content is validated on save; data that still does not fit renders nothing rather than breaking the page.
  if (!parsed.success) return null;
  const data = parsed.data;
  if (!data.src) return null;
  const figure = (
    <figure className="block-image">
      <img src={data.src} alt={data.alt} width={data.width} height={data.height} loading="lazy" />
      {(data.headline || data.text || (data.buttonenabled && data.buttontext)) && (
        <figcaption>
          {data.headline && <strong>{data.headline}</strong>}
          {data.text && <span>{data.text}</span>}
          {data.buttonenabled && data.buttontext && <span className="button">{data.buttontext}</span>}
        </figcaption>
      )}
    </figure>
  );
  if (!data.link) return figure;
  return data.opentab
    ? <a href={data.link} target="_blank" rel="noopener noreferrer">{figure}</a>
    : <a href={data.link}>{figure}</a>;
}
