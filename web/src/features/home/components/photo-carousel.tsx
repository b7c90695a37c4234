import { Trans, useLingui } from '@lingui/react/macro';
import type { CarouselImage } from '@wfc/shared';
import { Pause, Play } from '../../../components/ui/icons';
import { useCallback, useState } from 'react';
import { ContentImage } from '../../../components/ui/content-image';
import { useRotation } from '../lib/use-rotation';
import { wrapIndex } from '../lib/wrap-index';

/** Time each photo stays (product-spec.md §9); the fade lasts 500 ms (duration-500). */
const PHOTO_INTERVAL_MS = 4000;

/** The photo's CSS width: the browser chooses a file from it. */
const SIZES = '(min-width: 1024px) 36rem, calc(100vw - 2rem)';

/** The 400 px wide variant that sits next to each carousel image (`x.webp` → `x-400.webp`). */
function smallVariant(src: string): string {
  return src.replace(/(\.[a-z0-9]+)$/i, '-400$1');
}

/** Photos in the page ahead of the one shown: the next fades in already loaded. */
const AHEAD = 1;

/**
 * The home page's photo carousel: one photo at a time, fading to the next every 4 s; pausable.
 * Only the photos shown so far and the next are in the page: the rest are fetched as the carousel
 * reaches them, not with the first load (on a phone, 70 KB less before the hero's poster paints).
 */
export function PhotoCarousel({ images }: { images: CarouselImage[] }) {
  const { t } = useLingui();
  const count = images.length;
  const [{ index, rendered }, setPosition] = useState({ index: 0, rendered: 1 + AHEAD });
  const advance = useCallback(
    () =>
      setPosition((current) => {
        const next = wrapIndex(current.index + 1, count);
        return { index: next, rendered: Math.max(current.rendered, next + 1 + AHEAD) };
      }),
    [count],
  );
  const rotation = useRotation({ interval: PHOTO_INTERVAL_MS, advance, position: index });
  if (count === 0) return null;
  const photo = index + 1;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t`Photos from the club`}
      className="relative"
      {...rotation.pauseHandlers}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-brand-100 shadow-lg">
        {images.slice(0, rendered).map((image, i) => {
          const shown = {
            width: image.width,
            height: image.height,
            'aria-hidden': i === index ? undefined : true,
            className: `absolute inset-0 h-full w-full object-cover transition-opacity duration-500 ${i === index ? 'opacity-100' : 'opacity-0'}`,
          };
          // An upload (decision 023) is offered as AVIF and WebP at several widths; the site's own photo has its 400 px file beside it.
          return image.sources ? (
            <ContentImage key={`${i}:${image.src}`} src={image.src} sources={image.sources} sizes={SIZES} alt={image.alt} {...shown} />
          ) : (
            <img
              key={`${i}:${image.src}`}
              src={image.src}
              srcSet={`${smallVariant(image.src)} 400w, ${image.src} ${image.width}w`}
              sizes={SIZES}
              alt={image.alt}
              loading="lazy"
              decoding="async"
              {...shown}
            />
          );
        })}
      </div>
      <div className="mt-3 flex items-center justify-between gap-4">
        <p className="text-sm text-gray-700" aria-live={rotation.rotating ? 'off' : 'polite'}>
          <Trans>
            Photo {photo} of {count}
          </Trans>
        </p>
        <button
          type="button"
          onClick={rotation.toggle}
          aria-label={rotation.playing ? t`Pause photo carousel` : t`Play photo carousel`}
          className="inline-flex size-11 items-center justify-center rounded-full border border-brand-800 text-brand-800 hover:bg-brand-50"
        >
          {rotation.playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </div>
  );
}
