import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from '../../../components/ui/icons';
import { Link } from '../../../lib/router';
import { useFieldLang } from '../../../lib/content-lang';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSite } from '../../site/use-site';
import { ChatOnWhatsApp } from '../../whatsapp/public/chat-on-whatsapp';

const quickLinks = [
  { label: msg`The Club`, to: '/' },
  { label: msg`Membership`, to: '/membership' },
  { label: msg`Enablers`, to: '/allenablers' },
  { label: msg`Events & Workshops`, to: '/events' },
  // Where a requester comes back for the private links to her questions (issue 26).
  { label: msg`Find my requests`, to: '/request' },
];

const resourceLinks = [
  { label: msg`Blog`, to: '/resources/blog' },
  { label: msg`Podcast`, to: '/resources/podcast' },
  { label: msg`Webinars`, to: '/resources/webinars' },
  { label: msg`All resources`, to: '/resources' },
];

const linkColumns = [
  { id: 'footer-quick-links', title: msg`Quick Links`, links: quickLinks },
  { id: 'footer-resources', title: msg`Resources`, links: resourceLinks },
];

/** The site footer (product-spec.md §1): contact details from the site settings, links, copyright. */
export function Footer() {
  const { data: site } = useSite();
  const { t } = useLingui();
  const langOf = useFieldLang();
  const name = site?.name ?? 'Women Founders Club';

  return (
    <footer className="focus-ring-light bg-brand-950 text-gray-100">
      {/* Rendered as it comes near (styles.css); the footer itself keeps its dark ground painted, for axe. */}
      <div className="render-when-near mx-auto grid max-w-7xl gap-10 px-4 py-14 [contain-intrinsic-size:auto_640px] sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to={'/'} aria-label={t`${name}, home`} className="inline-block rounded-lg bg-white p-2">
            <img src="/images/logo.svg" alt="" width="160" height="40" className="h-10 w-auto" loading="lazy" />
          </Link>
          {site?.tagline && (
            <p lang={langOf(site, 'tagline')} className="mt-4 text-sm leading-6 text-gray-200">
              {site.tagline}
            </p>
          )}
        </div>

        {linkColumns.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className="text-base font-semibold text-white">
              {t(column.title)}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-gray-200 underline-offset-4 hover:text-white hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="text-base font-semibold text-white">
            <Trans>Contact Us</Trans>
          </h2>
          {site && (
            <address className="mt-4 space-y-3 text-sm not-italic text-gray-200">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span lang={langOf(site, 'address')}>{site.address}</span>
              </p>
              <p className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${site.email}`} className="min-w-0 underline-offset-4 wrap-anywhere hover:text-white hover:underline">
                  {site.email}
                </a>
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={`tel:${site.phone.replace(/\s+/g, '')}`} className="underline-offset-4 hover:text-white hover:underline">
                  {site.phone}
                </a>
              </p>
              {site.whatsapp && (
                <p>
                  <ChatOnWhatsApp number={site.whatsapp} className="underline-offset-4 hover:text-white hover:underline" />
                </p>
              )}
            </address>
          )}
        </div>
      </div>
      <div className="border-t border-white/15">
        <Copyright name={name} />
      </div>
    </footer>
  );
}

/** The copyright line: the visitor's year once hydrated, the build's year in the prerendered HTML (its own component, so hydration's end re-renders this line alone). */
function Copyright({ name }: { name: string }) {
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-gray-200 sm:px-6">
      <Trans>
        © {year} {name}. All rights reserved.
      </Trans>
    </p>
  );
}
