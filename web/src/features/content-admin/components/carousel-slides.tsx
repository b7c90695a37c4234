import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { AltText, MAX_CAROUSEL_SLIDES, mediaMessages } from '@wfc/shared';
import { GripVertical } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ContentImage } from '../../../components/ui/content-image';
import { TextField } from '../../../components/ui/field';
import { countOf } from '../../../lib/count';
import { translateShared } from '../../../lib/shared-messages';
import { mediaTexts } from '../lib/media-texts';
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

/** What is wrong with an alt text, in the page's language. The server names the list, not the photo: this finds which. */
function altProblem(alt: string, i18n: I18n): string | undefined {
  const parsed = AltText.safeParse(alt);
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return problem === undefined ? undefined : translateShared(i18n, problem, mediaMessages, mediaTexts);
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
  const { t, i18n } = useLingui();
  const setSlides = (next: SlideDraft[]) => onChange({ ...draft, slides: next });
  const reorder = useReorder(slides, setSlides, (_slide, index) => {
    const place = index + 1;
    return t`Photo ${place}`;
  });

  const setAlt = (index: number, alt: string) => setSlides(slides.map((slide, at) => (at === index ? { ...slide, alt } : slide)));

  const remove = (index: number) => {
    if (slides.length <= 1) return;
    const next = slides.filter((_slide, at) => at !== index);
    // The focus goes to the Remove button now in its place (or the one above), not to the page's top.
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) reorder.focusAfterChange(`${neighbour.key}-remove`);
    const place = index + 1;
    const { form, text: count } = countOf(next.length, i18n.locale);
    reorder.announce(t`Photo ${place} removed. ${select(form, { one: `${count} photo left.`, other: `${count} photos left.` })}`);
    setSlides(next);
  };

  const add = (photo: UploadedPhoto) => {
    const next = [
      ...slides,
      { key: `new:${photo.photoMediaId}`, src: photo.photo, sources: photo.photoSources, alt: photo.photoAlt, mediaId: photo.photoMediaId },
    ];
    const count = next.length;
    reorder.announce(t`Photo added as photo ${count} of ${count}.`);
    setSlides(next);
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="text-lg font-bold text-brand-900">
        <Trans>Photos</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>
          The home page shows them one at a time in this order. Drag a photo by its picture to its place, or use Move up and Move down;
          nothing changes on the site until you press Save.
        </Trans>
      </p>
      <p aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
      {errors.slides && (
        <p id={errorId} className="text-sm text-red-700">
          {errors.slides}
        </p>
      )}
      <ol
        aria-labelledby={titleId}
        aria-describedby={errors.slides ? errorId : undefined}
        className="divide-y divide-gray-200 rounded-xl border border-gray-200"
      >
        {slides.map((slide, index) => {
          const place = index + 1;
          return (
            <li
              key={slide.key}
              {...reorder.dropTarget(index)}
              className={`flex flex-wrap items-start gap-3 p-3 ${reorder.dragging === index ? 'bg-brand-50' : ''}`}
            >
              <div {...reorder.dragSource(index)} className="flex shrink-0 cursor-grab items-center gap-2">
                <GripVertical aria-hidden="true" className="size-5 text-gray-600" />
                {/* The alt text is in the field beside it: the thumbnail itself says nothing more. */}
                <div>
                  <ContentImage
                    src={slide.src}
                    sources={slide.sources}
                    sizes="8rem"
                    alt=""
                    width={128}
                    height={96}
                    draggable={false}
                    className="h-24 w-32 rounded-lg bg-brand-50 object-cover"
                  />
                </div>
              </div>
              <div className="min-w-48 flex-1 space-y-1">
                <TextField
                  label={t`Photo ${place}: what it shows (alt text)`}
                  value={slide.alt}
                  onChange={(event) => setAlt(index, event.target.value)}
                  error={errors.slides ? altProblem(slide.alt, i18n) : undefined}
                  maxLength={250}
                  required
                />
                {slide.mediaId && (
                  <p className="text-sm text-gray-700">
                    <Trans>New photo, not saved yet</Trans>
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {/* aria-disabled, not disabled: a button that reaches the end keeps the focus. */}
                <Button
                  ref={reorder.buttonRef(`${slide.key}-up`)}
                  variant="ghost"
                  className="aria-disabled:opacity-60"
                  aria-disabled={index === 0}
                  onClick={() => reorder.move(index, index - 1, `${slide.key}-up`)}
                >
                  <Trans>
                    Move up <span className="sr-only">photo {place}</span>
                  </Trans>
                </Button>
                <Button
                  ref={reorder.buttonRef(`${slide.key}-down`)}
                  variant="ghost"
                  className="aria-disabled:opacity-60"
                  aria-disabled={index === slides.length - 1}
                  onClick={() => reorder.move(index, index + 1, `${slide.key}-down`)}
                >
                  <Trans>
                    Move down <span className="sr-only">photo {place}</span>
                  </Trans>
                </Button>
                <Button
                  ref={reorder.buttonRef(`${slide.key}-remove`)}
                  variant="ghost"
                  className="aria-disabled:opacity-60"
                  aria-disabled={slides.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trans>
                    Remove <span className="sr-only">photo {place}</span>
                  </Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {slides.length === 1 && (
        <p className="text-sm text-gray-700">
          <Trans>The carousel keeps at least one photo: add another before removing this one.</Trans>
        </p>
      )}
      <section aria-labelledby={addId} className="space-y-2">
        <h4 id={addId} className="font-semibold text-brand-900">
          <Trans>Add a photo</Trans>
        </h4>
        {slides.length < MAX_CAROUSEL_SLIDES ? (
          <PhotoUpload preferredWidth={800} onUploaded={add} />
        ) : (
          <p className="text-sm text-gray-700">
            <Trans>The carousel holds at most {MAX_CAROUSEL_SLIDES} photos. Remove one to add another.</Trans>
          </p>
        )}
      </section>
    </section>
  );
}
