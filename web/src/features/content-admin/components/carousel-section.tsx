import { carouselLabels, type CarouselItem, type CarouselSlide, type SaveCarouselSlide } from '@wfc/shared';
import { getCarousel, getCarouselRevision, getCarouselRevisions, restoreCarouselRevision, saveCarousel } from '../api/carousel';
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
function valueText(_key: keyof CarouselItem, slides: CarouselSlide[]): string {
  return slides.map((slide, index) => `${index + 1}. ${slide.alt} (${slide.sources ? 'uploaded' : slide.src.split('/').pop()})`).join('\n');
}

/** The home page's photo carousel: its photos, their order and alt text, saved on the version edited, with history. */
export function CarouselSection() {
  return (
    <>
      <p className="mt-1 text-gray-700">The photos beside the club&apos;s mission on the home page. Each needs a description for people who cannot see it.</p>
      <ContentItemEditor
        load={getCarousel}
        loadRevisions={getCarouselRevisions}
        loadFailure="The carousel could not be loaded."
        toDraft={toDraft}
        fromDraft={fromDraft}
        fields={(props) => <CarouselSlides {...props} />}
        save={saveCarousel}
        failure="The carousel could not be saved. Please try again."
        labels={carouselLabels}
        valueText={valueText}
        getRevision={getCarouselRevision}
        restore={restoreCarouselRevision}
      />
    </>
  );
}
