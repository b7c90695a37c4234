import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, BookOpen, Mic, MonitorPlay, Newspaper, type LucideIcon } from 'lucide-react';
import { Link } from '../../../lib/router';

const resources: { to: string; title: MessageDescriptor; description: MessageDescriptor; icon: LucideIcon }[] = [
  {
    to: '/resources/podcast',
    title: msg`Podcast`,
    description: msg`Conversations with women founders and enablers about building, funding and leading a startup.`,
    icon: Mic,
  },
  {
    to: '/resources/webinars',
    title: msg`Webinars`,
    description: msg`Live sessions and recordings with practical advice on grants, marketing, finance and teams.`,
    icon: MonitorPlay,
  },
  {
    to: '/resources/blog',
    title: msg`Blog`,
    description: msg`Stories, lessons and how-tos written by our members and enablers.`,
    icon: BookOpen,
  },
  {
    to: '/newsletters',
    title: msg`Newsletters`,
    description: msg`Every newsletter the club has sent its members, to read here or follow in a feed reader.`,
    icon: Newspaper,
  },
];

/** The Resources hub (product-spec.md §2): one card for each kind of resource. */
export default function ResourcesPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold text-brand-900">
          <Trans>Resources</Trans>
        </h1>
        <p className="mt-4 text-lg text-gray-700">
          <Trans>Listen, watch and read: learning from the club for founders at every stage.</Trans>
        </p>
      </header>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {resources.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            {/*
              The link holds the title only, so its name is exactly what is seen (WCAG 2.5.3); its
              ::after covers the card, so a click anywhere on the card follows it.
            */}
            <article className="group relative flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition-shadow hover:border-brand-700 hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-900">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-2xl font-semibold text-gray-900">
                <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl">
                  {t(title)}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-gray-700">{t(description)}</p>
              <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-800" aria-hidden="true">
                <Trans>Explore</Trans>
                <ArrowRight className="size-4 transition-transform motion-safe:group-hover:translate-x-1" />
              </span>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
