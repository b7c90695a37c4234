import type { ReactNode } from 'react';
import { ContentImage } from './content-image';

/**
 * The card of the events, blog, podcast and webinar pages: a 16:9 cover image (width and height
 * set, lazy unless `eager`) above a padded body that fills the card's height, so the last child
 * (`mt-auto`) sits at the bottom of every card in a row. With `zoom`, hovering or focusing into
 * the card zooms its image, unless motion is reduced.
 */
export function MediaCard({
  image,
  imageSources,
  imageAlt,
  eager = false,
  zoom = false,
  children,
}: {
  image: string;
  /** An uploaded image's srcsets (decision 023). */
  imageSources?: { webp: string; avif: string } | undefined;
  imageAlt: string;
  /** For the first card of a list only: the one sure to be on a phone's first screen. */
  eager?: boolean;
  zoom?: boolean;
  children: ReactNode;
}) {
  const img = (
    <ContentImage
      src={image}
      sources={imageSources}
      alt={imageAlt}
      width={640}
      height={360}
      // A card is a third of the page from 1024 px, half from 640 px, else the width of the screen.
      sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
      eager={eager}
      {...(zoom ? { 'data-zoom-image': '' } : {})}
      className={`block aspect-video w-full bg-gray-100 object-cover${zoom ? ' transition-transform duration-300 ease-out motion-safe:group-focus-within:scale-110 motion-safe:group-hover:scale-110' : ''}`}
    />
  );
  return (
    <article
      className={`${zoom ? 'group ' : ''}flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm`}
    >
      {zoom ? <div className="overflow-hidden">{img}</div> : img}
      <div className="flex flex-1 flex-col p-5 sm:p-6">{children}</div>
    </article>
  );
}
