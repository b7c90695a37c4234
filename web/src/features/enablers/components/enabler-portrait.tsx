import type { ImgHTMLAttributes } from 'react';

interface Portrait {
  name: string;
  photo: string;
  /** An uploaded photo's srcsets (decision 023); absent for the seed's portraits. */
  photoSources?: { webp: string; avif: string } | null | undefined;
  photoAlt?: string | null | undefined;
}

/**
 * An enabler's portrait: the seed's single file, or an uploaded photo offered as AVIF and WebP at
 * several widths, the browser choosing by `sizes` (the portrait's CSS width).
 */
export function EnablerPortrait({ enabler, sizes, ...img }: { enabler: Portrait; sizes: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'sizes'>) {
  const alt = enabler.photoAlt ?? `Portrait of ${enabler.name}`;
  if (!enabler.photoSources) return <img src={enabler.photo} alt={alt} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={enabler.photoSources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={enabler.photoSources.webp} sizes={sizes} />
      <img src={enabler.photo} alt={alt} {...img} />
    </picture>
  );
}
