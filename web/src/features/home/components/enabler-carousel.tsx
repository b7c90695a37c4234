import { Trans, useLingui } from '@lingui/react/macro';
import type { Enabler } from '@wfc/shared';
import { ChevronLeft, ChevronRight, Pause, Play } from '../../../components/ui/icons';
import { useCallback, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { useFieldLang } from '../../../lib/content-lang';
import { preloadInquiryModal, useInquiryModal } from '../../inquiry/use-inquiry-modal';
import { useRotation } from '../lib/use-rotation';
import { wrapIndex } from '../lib/wrap-index';
import { EnablerPortrait } from '../../enablers/components/enabler-portrait';

/** Time each enabler stays (product-spec.md §9, decisions.md 7); the slide moves in 500 ms (duration-500). */
const ENABLER_INTERVAL_MS = 10_000;

/** A slide's number as people count (the first is 1). */
const slideNumber = (index: number) => index + 1;

const arrowClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-brand-800 bg-white text-brand-800 shadow-sm hover:bg-brand-50';

/**
 * Home 4: one enabler per slide, previous/next arrows (below the slide on small screens, beside it
 * from `sm`), a dot per slide, auto-advance every 10 s wrapping at both ends, paused on hover,
 * focus, while the Connect modal is open, by its pause button, and from the start under reduced motion.
 */
export function EnablerCarousel({ enablers }: { enablers: Enabler[] }) {
  const { t } = useLingui();
  const langOf = useFieldLang();
  const count = enablers.length;
  const [index, setIndex] = useState(0);
  const inquiry = useInquiryModal();
  const advance = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const rotation = useRotation({ interval: ENABLER_INTERVAL_MS, advance, position: index, held: inquiry.isOpen });
  const go = (to: number) => setIndex(wrapIndex(to, count));
  if (count === 0) return null;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t`Enabler profiles`}
      className="mx-auto mt-10 max-w-4xl"
      {...rotation.pauseHandlers}
    >
      <div className="grid grid-cols-2 items-center gap-x-4 gap-y-6 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label={t`Previous enabler`}
          className={`${arrowClasses} row-start-2 justify-self-end sm:col-start-1 sm:row-start-1`}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <div
          className="col-span-2 row-start-1 overflow-hidden rounded-2xl bg-brand-50 sm:col-span-1 sm:col-start-2"
          aria-live={rotation.rotating ? 'off' : 'polite'}
        >
          <div className="flex transition-transform duration-500 ease-out" style={{ transform: `translateX(-${index * 100}%)` }}>
            {enablers.map((enabler, i) => {
              const current = i === index;
              const slide = slideNumber(i);
              return (
                <div
                  key={enabler.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t`${slide} of ${count}`}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  className="w-full shrink-0 p-6 sm:p-8"
                >
                  <article className="flex flex-col items-center gap-6 text-center md:flex-row md:items-start md:text-left">
                    <EnablerPortrait
                      enabler={enabler}
                      sizes="(min-width: 640px) 160px, 128px"
                      width={160}
                      height={160}
                      loading="lazy"
                      decoding="async"
                      className="size-32 shrink-0 rounded-full bg-white object-cover sm:size-40"
                    />
                    <div className="min-w-0">
                      <h3 className="text-2xl font-bold text-brand-900">{enabler.name}</h3>
                      <p lang={langOf(enabler, 'title')} className="mt-1 font-medium text-brand-800">
                        {enabler.title}
                      </p>
                      <p lang={langOf(enabler, 'description')} className="mt-3 line-clamp-4 text-gray-700 sm:line-clamp-none">
                        {enabler.description}
                      </p>
                      <button
                        type="button"
                        onClick={(event) => inquiry.open(enabler, event.currentTarget)}
                        onPointerEnter={preloadInquiryModal}
                        onFocus={preloadInquiryModal}
                        className={buttonClasses('primary', 'mt-5')}
                      >
                        <Trans>Connect</Trans>
                      </button>
                    </div>
                  </article>
                </div>
              );
            })}
          </div>
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label={t`Next enabler`}
          className={`${arrowClasses} row-start-2 justify-self-start sm:col-start-3 sm:row-start-1`}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={rotation.toggle}
          aria-label={rotation.playing ? t`Pause enabler carousel` : t`Play enabler carousel`}
          className={`${arrowClasses} shrink-0`}
        >
          {rotation.playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        </button>
        <div className="flex max-w-[17rem] flex-wrap justify-center sm:max-w-none">
          {enablers.map((enabler, i) => {
            const slide = slideNumber(i);
            return (
              <button
                key={enabler.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t`Go to slide ${slide}`}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full transition-colors ${i === index ? 'bg-brand-800' : 'bg-gray-500 group-hover:bg-brand-700'}`}
                />
              </button>
            );
          })}
        </div>
      </div>
      {inquiry.modal}
    </div>
  );
}
