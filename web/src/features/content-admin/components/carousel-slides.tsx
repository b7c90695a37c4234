import { AltText, MAX_CAROUSEL_SLIDES } from '@wfc/shared';
import { GripVertical } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ContentImage } from '../../../components/ui/content-image';
import { TextField } from '../../../components/ui/field';
import { useReorder } from '../lib/use-reorder';
import { PhotoUpload, type UploadedPhoto } from './photo-upload';

/** A photo as the form holds it: `key` stays with it while it moves; a new upload also carries its id. */
export interface SlideDraft {
  key: string;
  src: string;
  alt: string;
  sources?: { webp: string; avif: string } | undefined;
  mediaId?: string | undefined;
}

export interface CarouselDraft {
  slides: SlideDraft[];
}

/** What is wrong with an alt text. The server names the list, not the photo: this finds which. */
function altProblem(alt: string): string | undefined {
  const parsed = AltText.safeParse(alt);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

interface Props {
  draft: CarouselDraft;
  errors: Record<string, string>;
  onChange: (draft: CarouselDraft) => void;
}

/**
 * The carousel's photos in order: each with its thumbnail and alt text, moved with Move up / Move
 * down (announced, the focus staying on the button) or by dragging its thumbnail, removed, and new
 * ones added by upload. Nothing reaches the site until the form is saved.
 */
export function CarouselSlides({ draft, errors, onChange }: Props) {
  const { slides } = draft;
  const titleId = useId();
  const errorId = useId();
  const addId = useId();
  const setSlides = (next: SlideDraft[]) => onChange({ ...draft, slides: next });
  const reorder = useReorder(slides, setSlides, (_slide, index) => `Photo ${index + 1}`);

  const setAlt = (index: number, alt: string) => setSlides(slides.map((slide, at) => (at === index ? { ...slide, alt } : slide)));

  const remove = (index: number) => {
    if (slides.length <= 1) return;
    const next = slides.filter((_slide, at) => at !== index);
    // The focus goes to the Remove button now in its place (or the one above), not to the page's top.
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) reorder.focusAfterChange(`${neighbour.key}-remove`);
    reorder.announce(`Photo ${index + 1} removed. ${next.length} ${next.length === 1 ? 'photo' : 'photos'} left.`);
    setSlides(next);
  };

  const add = (photo: UploadedPhoto) => {
    const next = [...slides, { key: `new:${photo.photoMediaId}`, src: photo.photo, sources: photo.photoSources, alt: photo.photoAlt, mediaId: photo.photoMediaId }];
    reorder.announce(`Photo added as photo ${next.length} of ${next.length}.`);
    setSlides(next);
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="text-lg font-bold text-brand-900">
        Photos
      </h3>
      <p className="text-sm text-gray-700">
        The home page shows them one at a time in this order. Drag a photo by its picture to its place, or use Move up and Move down; nothing changes on the site until you press Save.
      </p>
      <p aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
      {errors.slides && (
        <p id={errorId} className="text-sm text-red-700">
          {errors.slides}
        </p>
      )}
      <ol aria-labelledby={titleId} aria-describedby={errors.slides ? errorId : undefined} className="divide-y divide-gray-200 rounded-xl border border-gray-200">
        {slides.map((slide, index) => {
          const place = index + 1;
          return (
            <li key={slide.key} {...reorder.dropTarget(index)} className={`flex flex-wrap items-start gap-3 p-3 ${reorder.dragging === index ? 'bg-brand-50' : ''}`}>
              <div {...reorder.dragSource(index)} className="flex shrink-0 cursor-grab items-center gap-2">
                <GripVertical aria-hidden="true" className="size-5 text-gray-600" />
                {/* The alt text is in the field beside it: the thumbnail itself says nothing more. */}
                <div>
                  <ContentImage src={slide.src} sources={slide.sources} sizes="8rem" alt="" width={128} height={96} draggable={false} className="h-24 w-32 rounded-lg bg-brand-50 object-cover" />
                </div>
              </div>
              <div className="min-w-48 flex-1 space-y-1">
                <TextField
                  label={`Photo ${place}: what it shows (alt text)`}
                  value={slide.alt}
                  onChange={(event) => setAlt(index, event.target.value)}
                  error={errors.slides ? altProblem(slide.alt) : undefined}
                  maxLength={250}
                  required
                />
                {slide.mediaId && <p className="text-sm text-gray-700">New photo, not saved yet</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                {/* aria-disabled, not disabled: a button that reaches the end keeps the focus. */}
                <Button ref={reorder.buttonRef(`${slide.key}-up`)} variant="ghost" className="aria-disabled:opacity-60" aria-disabled={index === 0} onClick={() => reorder.move(index, index - 1, `${slide.key}-up`)}>
                  Move up <span className="sr-only">photo {place}</span>
                </Button>
                <Button ref={reorder.buttonRef(`${slide.key}-down`)} variant="ghost" className="aria-disabled:opacity-60" aria-disabled={index === slides.length - 1} onClick={() => reorder.move(index, index + 1, `${slide.key}-down`)}>
                  Move down <span className="sr-only">photo {place}</span>
                </Button>
                <Button ref={reorder.buttonRef(`${slide.key}-remove`)} variant="ghost" className="aria-disabled:opacity-60" aria-disabled={slides.length === 1} onClick={() => remove(index)}>
                  Remove <span className="sr-only">photo {place}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {slides.length === 1 && <p className="text-sm text-gray-700">The carousel keeps at least one photo: add another before removing this one.</p>}
      <section aria-labelledby={addId} className="space-y-2">
        <h4 id={addId} className="font-semibold text-brand-900">
          Add a photo
        </h4>
        {slides.length < MAX_CAROUSEL_SLIDES ? (
          <PhotoUpload preferredWidth={800} onUploaded={add} />
        ) : (
          <p className="text-sm text-gray-700">The carousel holds at most {MAX_CAROUSEL_SLIDES} photos. Remove one to add another.</p>
        )}
      </section>
    </section>
  );
}
