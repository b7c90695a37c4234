import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Pause, Play } from '../../../components/ui/icons';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { preload } from 'react-dom';
import { scrollToSection } from '../../../lib/scroll';
import { useReducedMotion } from '../lib/use-reduced-motion';

/** The hero's own media (decisions.md 4), served from web/public: a poster and the looping video in two formats. */
export const heroMedia = {
  poster: '/media/hero-poster.webp',
  sources: [
    { src: '/media/hero.webm', type: 'video/webm' },
    { src: '/media/hero.mp4', type: 'video/mp4' },
  ],
} as const;

/**
 * The hero (product-spec.md §2, Home 1): the club's own looping muted video behind a dark overlay,
 * the Welcome To heading and a Discover More cue to `nextId`. The video starts once the hydrated page is idle and
 * never under prefers-reduced-motion (the poster shows instead); a button pauses and plays it (WCAG 2.2.2).
 */
export function Hero({ id, name, nextId }: { id: string; name: string; nextId: string }) {
  const { t } = useLingui();
  // The poster is the home page's largest paint: asked for at the top of the rendered page, not
  // found at the video. There, it queued behind a Malayalam page's preloaded fonts and missed the
  // first frame (608 ms against the text's 372 ms in a local browser; after the page's script in Lighthouse).
  preload(heroMedia.poster, { as: 'image', type: 'image/webp', fetchPriority: 'high' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  // Whether she has used the control: the video's own start never overrides her choice.
  const chosen = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; browsers allow autoplay of muted videos.
    video.muted = true;
    if (reducedMotion) {
      video.pause();
      return;
    }
    // Started once the page is idle rather than among hydration's effects, where starting playback
    // (a few milliseconds of the main thread) lengthened their one task (issue 39); the poster shows
    // until then. A video that cannot play (no supported source) must not leave the control saying Pause.
    const start = () => {
      if (!chosen.current) video.play().catch(() => setPlaying(false));
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, [reducedMotion]);

  function toggleVideo() {
    const video = videoRef.current;
    if (!video) return;
    chosen.current = true;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  }

  function discoverMore(event: MouseEvent<HTMLAnchorElement>) {
    if (!scrollToSection(nextId)) return;
    event.preventDefault();
    document.getElementById(nextId)?.focus({ preventScroll: true });
  }

  return (
    <section
      id={id}
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center justify-center overflow-hidden bg-brand-950 px-4 py-24 text-center text-white sm:px-6"
    >
      <video
        ref={videoRef}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
        poster={heroMedia.poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {heroMedia.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {/* Keeps white text above 4.5:1 on any frame of the video. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 via-black/60 to-black/75" aria-hidden="true" />
      <div className="max-w-4xl">
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-6xl">
          <Trans>
            Welcome To <span className="mt-2 block text-brand-100">{name}</span>
          </Trans>
        </h1>
        <a
          href={`#${nextId}`}
          onClick={discoverMore}
          className="mt-12 inline-flex flex-col items-center gap-1 rounded-full px-4 py-2 text-base font-semibold text-white hover:text-brand-100 focus-visible:outline-white"
        >
          <Trans>Discover More</Trans>
          <ChevronDown aria-hidden="true" className="size-6" />
        </a>
      </div>
      {/* Bottom left: the chat button holds the bottom right corner. */}
      <button
        type="button"
        onClick={toggleVideo}
        aria-label={playing ? t`Pause background video` : t`Play background video`}
        className="absolute bottom-4 left-4 inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-white"
      >
        {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
      </button>
    </section>
  );
}
