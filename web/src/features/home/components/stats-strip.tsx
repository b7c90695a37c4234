import { useLingui } from '@lingui/react/macro';
import type { SiteSettings } from '@wfc/shared';
import { useEffect, useRef } from 'react';
import { useFieldLang, type MaybeTranslated } from '../../../lib/content-lang';
import { countUpValue } from '../lib/count-up';

/** Count-up length and the share of the strip that must be visible to start it (product-spec.md §9). */
const COUNT_UP_MS = 1000;
const VISIBLE_SHARE = 0.5;

// Each number and the site setting that labels it (issue 26: a club renames them; the spec's by default).
const counters = [
  { key: 'members', label: 'membersLabel' },
  { key: 'visitors', label: 'visitorsLabel' },
  { key: 'programs', label: 'programsLabel' },
  { key: 'impact', label: 'impactLabel' },
] as const;

/** What the strip reads of the site settings: the four numbers and their labels, in the page's language where translated. */
export type StatsSettings = MaybeTranslated & Pick<SiteSettings, 'stats' | (typeof counters)[number]['label']>;

/**
 * The home page's four counters, labelled by the site settings. The HTML carries the final numbers (for readers without
 * JavaScript and for search engines); once hydrated they count up from 0 with ease-out the first
 * time half of the strip is visible, unless the visitor prefers reduced motion.
 */
export function StatsStrip({ id, site }: { id: string; site: StatsSettings }) {
  const { t } = useLingui();
  const langOf = useFieldLang();
  const { stats } = site;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const strip = ref.current;
    if (!strip || typeof IntersectionObserver === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // The numbers are written straight into the DOM: 60 renders a second of four spans is not worth React's time.
    const numbers = [...strip.querySelectorAll<HTMLElement>('[data-count-to]')];
    const show = (elapsed: number) => {
      for (const element of numbers) element.textContent = String(countUpValue(Number(element.dataset.countTo), elapsed, COUNT_UP_MS));
    };
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry || entry.intersectionRatio < VISIBLE_SHARE) {
          show(0);
          return;
        }
        observer.disconnect();
        let start: number | undefined;
        const step = (now: number) => {
          start ??= now;
          show(now - start);
          if (now - start < COUNT_UP_MS) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(strip);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(COUNT_UP_MS);
    };
  }, []);

  return (
    <section
      id={id}
      ref={ref}
      aria-label={t`The club in numbers`}
      tabIndex={-1}
      className="bg-brand-900 px-4 py-12 text-white focus:outline-none sm:px-6"
    >
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-8 text-center md:grid-cols-4">
        {counters.map(({ key, label }) => (
          <div key={key} className="flex flex-col-reverse">
            <dt lang={langOf(site, label)} className="mt-1 text-sm font-medium uppercase tracking-wide text-brand-100">
              {site[label]}
            </dt>
            <dd className="text-4xl font-bold tabular-nums sm:text-5xl" data-count-to={stats[key]}>
              {stats[key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
