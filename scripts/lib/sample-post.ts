/**
 * A blog post written here in Markdown, as an admin would write it: the page Lighthouse audits as
 * "a written blog post" (issue 17). The seed's three posts link elsewhere (product-spec.md), so the
 * audit writes this one through the admin's API first.
 */
export const samplePost = {
  title: 'Pricing Translation Work: A Rate Card That Holds',
  excerpt:
    'Four enablers who run localization agencies explain how they price translation, review and project management, and how to raise rates without losing good clients.',
  category: 'Business',
  publishedAt: '2026-11-10T04:30:00.000Z',
  readTime: '4 min read',
  image: '/images/blog/raising-your-first-round-from-kerala.svg',
  imageAlt: 'Illustration of a seedling growing from a stack of coins',
  format: 'article',
  link: '',
  slug: 'pricing-translation-work',
  hidden: false,
  body: `Most of the founders who come to our Enablers Circle with a pricing question run small language businesses: two or three translators, a reviewer, and a founder who still does project management at night. The question is nearly always the same. *How do I raise my rates without losing the clients who keep the lights on?*

We asked four enablers who run or have run localization agencies in Kochi, Thrissur and Thiruvananthapuram what they would tell a founder in that position. Their answers fit on one page.

## Price the work, not the word

A per-word rate is easy to compare, which is exactly why buyers like it. Our enablers price the parts of a job separately:

- **Translation** per word, with the language pair and the subject named.
- **Review and quality assurance** per hour, because a careful second reader takes time whatever the word count.
- **Project management** as a share of the job, usually 10 to 15 percent.
- **Rush work** as a surcharge, written down before anyone asks for it.

> "The day I stopped hiding review inside the word rate, my margins went up and my clients understood the invoice." (an enabler who runs a Malayalam and Tamil studio)

## Write a rate card and keep it dull

A rate card is a single page you can send without thinking: your services, your languages, your minimums and your payment terms. When a client pushes back, you are discussing a document, not your worth.

1. List every service you actually sell.
2. Set a minimum charge for small jobs; a 40-word brochure still needs a file check.
3. State your payment terms (30 days is common) and a late fee.
4. Review the card every April, and tell clients a month before a change.

## Raise rates with your best clients first

The clients who value your work are the least likely to leave over a fair increase. Tell them early, explain what has improved (a second reviewer, a glossary kept for them, faster turnaround), and keep the old rate for work already promised.

## Where to get help

If you would like someone to look over your rate card, ask a quick question through the help form on our home page, or find an enabler with *Finance* or *Localization* expertise in the [directory](/allenablers). Our [events page](/events) lists the next pricing clinic.
`,
} as const;
