import { Trans } from '@lingui/react/macro';
import type { CarouselImage } from '@wfc/shared';
import { useContentLang } from '../../../lib/content-lang';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';
import { PhotoCarousel } from './photo-carousel';

/** Home 3: the club's mission with a Get in touch link to /membership, beside the photo carousel. */
export function MissionSection({ mission, images }: { mission: string; images: CarouselImage[] }) {
  const contentLang = useContentLang();
  return (
    <section aria-labelledby="mission-title" className="px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="mission-title" className="text-3xl font-bold text-brand-900">
            <Trans>Our Mission</Trans>
          </h2>
          <p lang={contentLang} className="mt-4 text-lg leading-relaxed text-gray-700">
            {mission}
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
