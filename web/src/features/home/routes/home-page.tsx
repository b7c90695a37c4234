import { sections } from '../../../config/site';
import { QuickHelpForm } from '../../help/components/quick-help-form';
import { useSite } from '../../site/use-site';

/** The landing page (product-spec.md §2, Home page). */
export default function HomePage() {
  const { data: site } = useSite();
  const name = site?.name ?? 'Women Founders Club';
  return (
    <>
      <section id={sections.club} aria-labelledby="hero-title" className="bg-brand-900 px-4 py-24 text-center text-white sm:px-6">
        <h1 id="hero-title" className="text-4xl font-bold sm:text-5xl">
          Welcome To <span className="block">{name}</span>
        </h1>
        {site?.mission && <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-100">{site.mission}</p>}
      </section>
      <section id={sections.enablers} aria-labelledby="enablers-title" className="px-4 py-16 text-center sm:px-6">
        <h2 id="enablers-title" className="text-3xl font-bold text-brand-900">
          Our Enablers
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-gray-700">
          Meet the exceptional women leaders who inspire, mentor, and empower our community to build the next generation of groundbreaking startups.
        </p>
      </section>
      <QuickHelpForm />
    </>
  );
}
