import { sections } from '../../../config/site';
import { useDirectoryEnablers } from '../../enablers/api/get-directory-enablers';
import { QuickHelpForm } from '../../help/components/quick-help-form';
import { useSite } from '../../site/use-site';
import { EnablersSection } from '../components/enablers-section';
import { Hero } from '../components/hero';
import { MissionSection } from '../components/mission-section';
import { StatsStrip } from '../components/stats-strip';

const statsId = 'stats';

/** The landing page (product-spec.md §2, Home page): hero, stats, mission, enablers, quick help. */
export default function HomePage() {
  const { data: site } = useSite();
  const { data: enablers } = useDirectoryEnablers();
  const name = site?.name ?? 'Women Founders Club';
  return (
    <>
      <Hero id={sections.club} name={name} nextId={statsId} />
      {site && <StatsStrip id={statsId} site={site} />}
      {site && <MissionSection site={site} images={site.carousel} />}
      <EnablersSection id={sections.enablers} enablers={enablers ?? []} />
      <QuickHelpForm />
    </>
  );
}
