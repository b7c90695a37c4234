import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CarouselItem, CarouselSlide, SaveCarouselSlide } from '@wfc/shared';
import { getCarousel, getCarouselRevision, getCarouselRevisions, restoreCarouselRevision, saveCarousel } from '../api/carousel';
import { carouselTexts, labelsIn } from '../lib/content-labels';
import { CarouselSlides, type CarouselDraft } from './carousel-slides';
import { ContentItemEditor } from './content-item-editor';

const toDraft = (item: CarouselItem): CarouselDraft => ({
  slides: item.slides.map((slide, index) => ({ key: `${index}:${slide.src}`, src: slide.src, alt: slide.alt, sources: slide.sources })),
});

/** The photos to send: each kept one by its address, a new upload by its id; the server knows their sizes. */
const fromDraft = (draft: CarouselDraft): { slides: SaveCarouselSlide[] } => ({
  slides: draft.slides.map(({ src, alt, mediaId }) => (mediaId ? { mediaId, alt } : { src, alt })),
});

/** A version's photos as the history shows them: in order, each by its alt text and file. */
function valueTextIn(i18n: I18n) {
  return (_key: keyof CarouselItem, slides: CarouselSlide[]): string =>
    slides
      .map((slide, index) => `${index + 1}. ${slide.alt} (${slide.sources ? i18n._(msg`uploaded`) : slide.src.split('/').pop()})`)
      .join('\n');
}

/** The home page's photo carousel: its photos, their order and alt text, saved on the version edited, with history. */
export function CarouselSection() {
  const { t, i18n } = useLingui();
  return (
    <>
      <p className="mt-1 text-gray-700">
        <Trans>The photos beside the club&apos;s mission on the home page. Each needs a description for people who cannot see it.</Trans>
      </p>
      <ContentItemEditor
        load={getCarousel}
        loadRevisions={getCarouselRevisions}
        loadFailure={t`The carousel could not be loaded.`}
        toDraft={toDraft}
        fromDraft={fromDraft}
        fields={(props) => <CarouselSlides {...props} />}
        save={saveCarousel}
        failure={t`The carousel could not be saved. Please try again.`}
        labels={labelsIn(i18n, carouselTexts)}
        valueText={valueTextIn(i18n)}
        getRevision={getCarouselRevision}
        restore={restoreCarouselRevision}
      />
    </>
  );
}
