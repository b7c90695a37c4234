import { useParams } from '../../../lib/router';
import NewsletterArchivePage from './newsletter-archive-page';
import NewsletterPage from './newsletter-page';

/**
 * /newsletters and /newsletters/<slug> (issue 29): one lazy module for the archive and each
 * newsletter's page, so the home page's first load names one more chunk rather than three.
 */
export default function NewsletterPages() {
  const { slug } = useParams();
  return slug === undefined ? <NewsletterArchivePage /> : <NewsletterPage />;
}
