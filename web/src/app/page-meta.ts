import { articleSlugOf } from '@wfc/shared';

/** Title and description of each page, used for the document title and by the prerender. */
export interface PageMeta {
  title: string;
  description: string;
}

const club = 'Women Founders Club';

export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: `${club} | Women leaders building the next generation of startups`,
    description: 'A community of women founders, leaders and entrepreneurs in Kerala, with free mentorship from our enablers.',
  },
  '/allenablers': { title: `All Enablers | ${club}`, description: 'Find a mentor: search our enablers by expertise, region and experience, and send them a message.' },
  '/membership': { title: `Become a Member | ${club}`, description: 'Join the Women Founders Club for events, mentorship and a network of women leaders.' },
  '/events': { title: `Events & Workshops | ${club}`, description: 'Upcoming and past events and workshops of the Women Founders Club.' },
  '/resources': { title: `Resources | ${club}`, description: 'The club blog, podcast and webinars for women founders.' },
  '/resources/blog': { title: `Our Blog | ${club}`, description: 'Stories and advice from women founders and our enablers.' },
  '/resources/podcast': { title: `Podcast | ${club}`, description: 'Conversations with women founders and leaders.' },
  '/resources/webinars': { title: `Webinars | ${club}`, description: 'Live and recorded webinars for women founders.' },
  '/login': { title: `Member Login | ${club}`, description: 'Sign in to your Women Founders Club staff account.' },
  '/register': { title: `Create Account | ${club}`, description: 'Create an enabler or operator account.' },
  '/forgot-password': { title: `Forgot your password? | ${club}`, description: 'Ask for a link to choose a new password for your staff account.' },
  '/reset-password': { title: `Choose a new password | ${club}`, description: 'Choose a new password for your staff account.' },
  '/verify-email': { title: `Confirm your e-mail address | ${club}`, description: 'Confirm the e-mail address of your new staff account.' },
  '/account': { title: `Your account | ${club}`, description: 'Change the password and the two-factor sign-in of your staff account.' },
  '/admin': { title: `Admin | ${club}`, description: 'Approve accounts and create users.' },
  '/operator': { title: `Operator | ${club}`, description: 'Assign help requests and read reports.' },
  '/enabler': { title: `My Cases | ${club}`, description: 'The help requests assigned to you.' },
  '/membership/confirm': { title: `Confirm your membership | ${club}`, description: 'Confirm your membership of the Women Founders Club.' },
  '/membership/unsubscribe': { title: `Unsubscribe | ${club}`, description: 'Stop member e-mails from the Women Founders Club.' },
  '/request': { title: `Your request | ${club}`, description: 'Follow your question to the club: its status and your conversation with an enabler.' },
};

const aliases: Record<string, string> = {
  '/blogs': '/resources/blog',
  '/podcast': '/resources/podcast',
  '/webinars': '/resources/webinars',
  '/memberlogin': '/login',
};

/** A blog post written here: its own title and excerpt. */
export function articleMeta(post: { title: string; excerpt: string }): PageMeta {
  return { title: `${post.title} | ${club}`, description: post.excerpt };
}

/** Whether a path is a blog post's own page, whose meta comes from the post. */
export const isArticlePath = (pathname: string) => articleSlugOf(pathname) !== undefined;

export const notFoundMeta: PageMeta = { title: `Page not found | ${club}`, description: 'This page does not exist.' };

/**
 * The meta of a path, following the spec's second paths (/blogs, /podcast, ...); a blog post's page
 * takes its post's, from the data it is rendered with.
 */
export function metaFor(pathname: string, data: Record<string, unknown> = {}): PageMeta {
  const slug = articleSlugOf(pathname);
  const article = slug === undefined ? undefined : (data[`/api/blog/${slug}`] as { post: { title: string; excerpt: string } } | undefined);
  if (article) return articleMeta(article.post);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageMeta[aliases[path] ?? path] ?? notFoundMeta;
}
