import type { ImgHTMLAttributes } from 'react';

type Props = {
  src: string;
  alt: string;
  /** An upload's srcsets, AVIF and WebP at several widths (decision 023); absent for the site's own images. */
  sources?: { webp: string; avif: string } | null | undefined;
  /** The image's CSS width, for the browser to choose a width from the srcsets. */
  sizes: string;
  /** For an image sure to be on the first screen; others load lazily. */
  eager?: boolean;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'sizes' | 'loading'>;

/**
 * An image of the site's content: the site's own single file, or an upload offered as AVIF and WebP
 * at several widths, the browser choosing by `sizes`. Width and height are always set (no layout shift).
 */
export function ContentImage({ src, alt, sources, sizes, eager = false, ...img }: Props) {
  const element = <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" {...img} />;
  if (!sources) return element;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {element}
    </picture>
  );
}
