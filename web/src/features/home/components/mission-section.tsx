import { Trans } from '@lingui/react/macro';
import type { CarouselImage } from '@wfc/shared';
import { useFieldLang, type MaybeTranslated } from '../../../lib/content-lang';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';
import { PhotoCarousel } from './photo-carousel';

/** Home 3: the club's mission with a Get in touch link to /membership, beside the photo carousel. */
export function MissionSection({ site, images }: { site: MaybeTranslated & { mission: string }; images: CarouselImage[] }) {
  const langOf = useFieldLang();
  return (
    <section aria-labelledby="mission-title" className="render-when-near px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="mission-title" className="text-3xl font-bold text-brand-900">
            <Trans>Our Mission</Trans>
          </h2>
          <p lang={langOf(site, 'mission')} className="mt-4 text-lg leading-relaxed text-gray-700">
            {site.mission}
          </p>
          <Link to="/membership" className={buttonClasses('primary', 'mt-8')}>
            <Trans>Get in touch</Trans>
          </Link>
        </div>
        <PhotoCarousel images={images} />
      </div>
    </section>
  );
}
