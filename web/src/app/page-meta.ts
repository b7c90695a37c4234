import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { articleSlugOf, bookingProfileOf, dashboardSubPaths, eventSlugOf, type Event, type NewsletterPage } from '@wfc/shared';
import { newsletterSlugOf } from '@wfc/shared/newsletters/newsletter-paths';

/** Title and description of each page, used for the document title and by the prerender. */
export interface PageMeta {
  title: string;
  description: string;
}

const club = 'Women Founders Club';

/** A page's title and description before translation: message descriptors of the site catalog. */
interface PageMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const pageMeta: Record<string, PageMessages> = {
  '/': {
    title: msg`${club} | Women leaders building the next generation of startups`,
    description: msg`A community of women founders, leaders and entrepreneurs in Kerala, with free mentorship from our enablers.`,
  },
  '/allenablers': {
    title: msg`All Enablers | ${club}`,
    description: msg`Find a mentor: search our enablers by expertise, region and experience, and send them a message.`,
  },
  '/membership': {
    title: msg`Become a Member | ${club}`,
    description: msg`Join the Women Founders Club for events, mentorship and a network of women leaders.`,
  },
  '/events': {
    title: msg`Events & Workshops | ${club}`,
    description: msg`Upcoming and past events and workshops of the Women Founders Club.`,
  },
  '/resources': { title: msg`Resources | ${club}`, description: msg`The club blog, podcast and webinars for women founders.` },
  '/resources/blog': { title: msg`Our Blog | ${club}`, description: msg`Stories and advice from women founders and our enablers.` },
  '/resources/podcast': { title: msg`Podcast | ${club}`, description: msg`Conversations with women founders and leaders.` },
  '/resources/webinars': { title: msg`Webinars | ${club}`, description: msg`Live and recorded webinars for women founders.` },
  '/newsletters': {
    title: msg`Newsletters | ${club}`,
    description: msg`The newsletters the club has sent its members, to read here or follow in a feed reader.`,
  },
  '/login': { title: msg`Member Login | ${club}`, description: msg`Sign in to your Women Founders Club staff account.` },
  '/memberlogin': {
    title: msg`Member sign-in | ${club}`,
    description: msg`Members sign in with their e-mail address alone: a sign-in link and a code by e-mail, no password.`,
  },
  '/member': {
    title: msg`Your page | ${club}`,
    description: msg`Your details, e-mail choices, help requests and messages to enablers at the Women Founders Club.`,
  },
  '/member/sign-in': { title: msg`Member sign-in | ${club}`, description: msg`Signing you in with the link from your e-mail.` },
  '/register': { title: msg`Create Account | ${club}`, description: msg`Create an enabler or operator account.` },
  '/forgot-password': {
    title: msg`Forgot your password? | ${club}`,
    description: msg`Ask for a link to choose a new password for your staff account.`,
  },
  '/reset-password': { title: msg`Choose a new password | ${club}`, description: msg`Choose a new password for your staff account.` },
  '/accept-invite': { title: msg`Welcome to the team | ${club}`, description: msg`Choose the password for your new staff account.` },
  '/verify-email': {
    title: msg`Confirm your e-mail address | ${club}`,
    description: msg`Confirm the e-mail address of your new staff account.`,
  },
  '/account': {
    title: msg`Your account | ${club}`,
    description: msg`Change the password and the two-factor sign-in of your staff account.`,
  },
  '/admin': { title: msg`Admin | ${club}`, description: msg`Approve accounts and create users.` },
  '/operator': { title: msg`Operator | ${club}`, description: msg`Assign help requests and read reports.` },
  '/enabler': { title: msg`My Cases | ${club}`, description: msg`The help requests assigned to you.` },
  '/membership/confirm': {
    title: msg`Confirm your membership | ${club}`,
    description: msg`Confirm your membership of the Women Founders Club.`,
  },
  '/membership/unsubscribe': {
    title: msg`Your e-mail choices | ${club}`,
    description: msg`Choose what the Women Founders Club e-mails you about, or stop its e-mail.`,
  },
  '/events/registration': {
    title: msg`Your registration | ${club}`,
    description: msg`Your registration for an event of the Women Founders Club: where it stands, your door code, and cancelling it.`,
  },
  '/sessions/booking': {
    title: msg`Your booking | ${club}`,
    description: msg`Your session with an enabler of the Women Founders Club: its time, confirming, moving or cancelling it, and how it went.`,
  },
  '/request': {
    title: msg`Your request | ${club}`,
    description: msg`Follow your question to the club: its status and your conversation with an enabler.`,
  },
};

const aliases: Record<string, string> = {
  '/blogs': '/resources/blog',
  '/podcast': '/resources/podcast',
  '/webinars': '/resources/webinars',
};

/** A blog post written here: its own title and excerpt. */
export function articleMeta(post: { title: string; excerpt: string }): PageMeta {
  return { title: `${post.title} | ${club}`, description: post.excerpt };
}

/** A sent newsletter's page: its subject and preheader, in the page's language where written. */
export function newsletterMeta(texts: { subject: string; preheader: string }): PageMeta {
  return { title: `${texts.subject} | ${club}`, description: texts.preheader };
}

/** An event's own page (issue 30): its title and description, in the page's language where written. */
export function eventMeta(event: { title: string; description: string }): PageMeta {
  return { title: `${event.title} | ${club}`, description: event.description };
}

/** The event an event's page shows, from the events list it is rendered with. */
export function eventOfPage(pathname: string, data: Record<string, unknown>): Event | undefined {
  const slug = eventSlugOf(pathname);
  return slug === undefined ? undefined : (data['/api/events'] as Event[] | undefined)?.find((event) => event.slug === slug);
}

/** Whether a path is a blog post's, a newsletter's or an event's own page, or an enabler's booking page (issue 31), whose meta comes from the item. */
export const isArticlePath = (pathname: string) =>
  articleSlugOf(pathname) !== undefined ||
  newsletterSlugOf(pathname) !== undefined ||
  eventSlugOf(pathname) !== undefined ||
  bookingProfileOf(pathname) !== undefined;

const notFoundMeta: PageMessages = { title: msg`Page not found | ${club}`, description: msg`This page does not exist.` };

/**
 * The meta of a path (as the spec names it, without its language prefix) in the page's language,
 * following the spec's second paths (/blogs, /podcast, ...) and a dashboard's screens to the
 * dashboard; a blog post's page takes its post's, a newsletter's page its subject and preheader, an
 * event's page its event's title and description, from the data it is rendered with.
 */
export function metaFor(pathname: string, i18n: I18n, data: Record<string, unknown> = {}): PageMeta {
  const slug = articleSlugOf(pathname);
  const article = slug === undefined ? undefined : (data[`/api/blog/${slug}`] as { post: { title: string; excerpt: string } } | undefined);
  if (article) return articleMeta(article.post);
  const newsletterSlug = newsletterSlugOf(pathname);
  const newsletter =
    newsletterSlug === undefined ? undefined : (data[`/api/newsletters/${newsletterSlug}`] as NewsletterPage | null | undefined);
  if (newsletter) return newsletterMeta(i18n.locale === 'ml' && newsletter.ml ? newsletter.ml : newsletter);
  const event = eventOfPage(pathname, data);
  if (event) return eventMeta(event);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A dashboard's screens and tabs (`/admin/users`) carry their dashboard's title.
  const page = dashboardSubPaths.includes(path) ? `/${path.split('/')[1]}` : (aliases[path] ?? path);
  const meta = pageMeta[page] ?? notFoundMeta;
  return { title: i18n._(meta.title), description: i18n._(meta.description) };
}
