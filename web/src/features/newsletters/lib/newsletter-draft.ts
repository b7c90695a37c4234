import type { Newsletter, NewsletterBody, NewsletterFilters, NewsletterStatus, NewsletterTopic } from '@wfc/shared';

/** The editor's copy of a newsletter: its Malayalam fields kept while the version is switched off. */
export interface NewsletterDraft {
  subject: string;
  preheader: string;
  body: string;
  withMalayalam: boolean;
  ml: { subject: string; preheader: string; body: string };
  topics: NewsletterTopic[];
  filters: NewsletterFilters;
  membersOnly: boolean;
}

/** A new newsletter's empty form. */
export const blankNewsletterDraft: NewsletterDraft = {
  subject: '',
  preheader: '',
  body: '',
  withMalayalam: false,
  ml: { subject: '', preheader: '', body: '' },
  topics: [],
  filters: { verticals: [], jobFunctions: [], languages: [] },
  membersOnly: false,
};

/** A stored newsletter as the editor holds it. */
export function toNewsletterDraft(newsletter: Newsletter): NewsletterDraft {
  return {
    subject: newsletter.subject,
    preheader: newsletter.preheader,
    body: newsletter.body,
    withMalayalam: newsletter.ml !== null,
    ml: newsletter.ml ?? blankNewsletterDraft.ml,
    topics: newsletter.topics,
    filters: newsletter.filters,
    membersOnly: newsletter.membersOnly,
  };
}

/** The body of a save (POST or PUT): the Malayalam version only while it is switched on. */
export function newsletterBodyOf(draft: NewsletterDraft): NewsletterBody {
  return {
    subject: draft.subject,
    preheader: draft.preheader,
    body: draft.body,
    ml: draft.withMalayalam ? { subject: draft.ml.subject, preheader: draft.ml.preheader, body: draft.ml.body } : null,
    topics: draft.topics,
    filters: { verticals: draft.filters.verticals, jobFunctions: draft.filters.jobFunctions, languages: draft.filters.languages },
    membersOnly: draft.membersOnly,
  };
}

/** Whether two forms would save the same newsletter. */
export function sameNewsletter(a: NewsletterDraft, b: NewsletterDraft): boolean {
  return JSON.stringify(newsletterBodyOf(a)) === JSON.stringify(newsletterBodyOf(b));
}

/** Written and not yet sending: the text and audience can still change. */
export const editableStatuses: readonly NewsletterStatus[] = ['draft', 'scheduled'];
/** Going out now: the screen follows its progress. */
export const activeStatuses: readonly NewsletterStatus[] = ['preparing', 'sending', 'paused'];

/** Who have been dealt with: sent, failed, left its topics, or not sent because it was cancelled. */
export function doneCount(newsletter: Newsletter): number {
  const { sent, failed, unsubscribed, cancelled } = newsletter.counts;
  return sent + failed + unsubscribed + cancelled;
}
