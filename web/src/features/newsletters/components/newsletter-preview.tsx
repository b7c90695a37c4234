import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { messageOf } from '../../../lib/api-client';
import { previewNewsletter, type NewsletterPreview as Preview } from '../api/preview-newsletter';
import type { NewsletterDraft } from '../lib/newsletter-draft';

type Language = 'en' | 'ml';
type Width = 'phone' | 'desktop';

/** The preview's widths in CSS pixels: a common phone's, and a desktop mail program's reading pane. */
const PREVIEW_WIDTHS: Record<Width, number> = { phone: 375, desktop: 700 };

/**
 * The e-mail as a member gets it (POST /api/admin/newsletters/preview), made from the text on the
 * form: in a sandboxed frame (no scripts, no links followed, nothing of the site's), in English or
 * Malayalam, as wide as a phone or a desktop. A width wider than the screen scrolls inside its box.
 */
export function NewsletterPreviewSection({ draft }: { draft: NewsletterDraft }) {
  const { t } = useLingui();
  const [language, setLanguage] = useState<Language>('en');
  const [width, setWidth] = useState<Width>('phone');
  const [preview, setPreview] = useState<{ language: Language; result: Preview } | { failure: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef<AbortController | null>(null);
  const shownLanguage: Language = draft.withMalayalam ? language : 'en';

  async function show(lang: Language) {
    asked.current?.abort();
    const controller = new AbortController();
    asked.current = controller;
    const texts = lang === 'ml' ? draft.ml : draft;
    setBusy(true);
    try {
      const result = await previewNewsletter(
        { subject: texts.subject, preheader: texts.preheader, body: texts.body, locale: lang, topics: draft.topics },
        controller.signal,
      );
      setPreview({ language: lang, result });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setPreview({ failure: messageOf(failure, t`The preview could not be made. Please try again.`) });
    } finally {
      if (asked.current === controller) setBusy(false);
    }
  }

  const chooseLanguage = (lang: Language) => {
    setLanguage(lang);
    if (preview) void show(lang);
  };

  const frameTitle = (shown: Language) => {
    const languageName = shown === 'ml' ? t`Malayalam` : t`English`;
    return width === 'phone'
      ? t`The e-mail in ${languageName}, as wide as a phone`
      : t`The e-mail in ${languageName}, as wide as a desktop`;
  };

  return (
    <section aria-labelledby="newsletter-preview-title" className="space-y-4">
      <h3 id="newsletter-preview-title" className="text-xl font-bold text-brand-900">
        <Trans>Preview</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>The e-mail as a member gets it, from the text on this screen (saved or not). Its links are examples.</Trans>
      </p>
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:gap-6">
        {draft.withMalayalam && (
          <FilterButtons
            label={t`Language`}
            options={[
              { value: 'en', label: t`English` },
              { value: 'ml', label: t`Malayalam` },
            ]}
            value={shownLanguage}
            onChange={chooseLanguage}
          />
        )}
        <FilterButtons
          label={t`Width`}
          options={[
            { value: 'phone', label: t`Phone` },
            { value: 'desktop', label: t`Desktop` },
          ]}
          value={width}
          onChange={setWidth}
        />
      </div>
      <Button variant="secondary" onClick={() => void show(shownLanguage)} disabled={busy}>
        {busy ? t`Making the preview...` : preview ? t`Refresh the preview` : t`Show the preview`}
      </Button>
      {preview && 'failure' in preview && <Banner tone="error">{preview.failure}</Banner>}
      {preview && 'result' in preview && (
        <div className="space-y-2">
          <p className="text-sm text-gray-900">
            <span className="font-semibold">
              <Trans>Subject:</Trans>
            </span>{' '}
            <span lang={preview.language}>{preview.result.subject}</span>
          </p>
          <div className="max-w-full overflow-auto rounded-lg border border-gray-300 bg-gray-100 p-2">
            <iframe
              title={frameTitle(preview.language)}
              sandbox=""
              srcDoc={preview.result.html}
              style={{ width: PREVIEW_WIDTHS[width] }}
              className="mx-auto block h-[36rem] max-w-none border-0 bg-white"
            />
          </div>
        </div>
      )}
    </section>
  );
}
