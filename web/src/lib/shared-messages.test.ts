import type { MessageDescriptor } from '@lingui/core';
import {
  auditActionLabels,
  blogPostLabels,
  carouselLabels,
  enablerProfileLabels,
  eventLabels,
  eventMessages,
  mediaMessages,
  memberAccountMessages,
  memberMessages,
  newsletterMessages,
  podcastEpisodeLabels,
  securitySettingLabels,
  sessionMessages,
  siteSettingLabels,
  webinarLabels,
} from '@wfc/shared';
import { passwordMessages } from '@wfc/shared/auth/password.messages';
import { signupMessages } from '@wfc/shared/auth/signup.messages';
import { twoFactorMessages } from '@wfc/shared/auth/two-factor.messages';
import { messages } from '@wfc/shared/messages';
import { describe, expect, it } from 'vitest';
import { auditActionTexts, securitySettingTexts } from '../features/admin/lib/shared-labels';
import {
  blogPostTexts,
  carouselTexts,
  enablerProfileTexts,
  eventTexts,
  podcastEpisodeTexts,
  siteSettingTexts,
  webinarTexts,
} from '../features/content-admin/lib/content-labels';
import { mediaTexts } from '../features/content-admin/lib/media-texts';
import { eventRegistrationTexts } from '../features/event-pages/lib/registration-texts';
import { memberAccountTexts } from '../features/member-account/lib/member-texts';
import { membershipTexts } from '../features/membership/lib/membership-texts';
import { preferencesTexts } from '../features/membership/lib/preferences-texts';
import { newsletterTexts } from '../features/newsletters/lib/newsletter-texts';
import { sessionTexts } from '../features/session-booking/lib/booking-texts';
import { malayalamI18n, testI18n } from '../testing/library';
import { passwordTexts, sharedMessages, signupTexts, translateShared, twoFactorTexts } from './shared-messages';

describe("the spec's visitor texts in the site's catalogs", () => {
  it('says in English exactly what shared/src/messages.ts says, for every text', () => {
    expect(Object.keys(sharedMessages).sort()).toEqual(Object.keys(messages).sort());
    for (const [key, text] of Object.entries(messages)) expect(testI18n._(sharedMessages[key as keyof typeof messages])).toBe(text);
  });

  it('has each in Malayalam', () => {
    for (const descriptor of Object.values(sharedMessages)) expect(malayalamI18n._(descriptor)).toMatch(/[\u0D00-\u0D7F]/);
  });
});

/** Each mirror, with the shared texts it mirrors and whether it must mirror every one of them. */
const mirrors: [name: string, texts: Record<string, MessageDescriptor>, shared: Record<string, string>, complete: boolean][] = [
  ['signup', signupTexts, signupMessages, false],
  ['password', passwordTexts, passwordMessages, false],
  ['two-factor', twoFactorTexts, twoFactorMessages, false],
  ['media (alt text)', mediaTexts, mediaMessages, false],
  ['member account', memberAccountTexts, memberAccountMessages, false],
  ['e-mail preferences', preferencesTexts, newsletterMessages, false],
  ['membership', membershipTexts, memberMessages, false],
  ['newsletter', newsletterTexts, newsletterMessages, false],
  ['event registration', eventRegistrationTexts, eventMessages, false],
  ['sessions with enablers', sessionTexts, sessionMessages, false],
  ['audit actions', auditActionTexts, auditActionLabels, true],
  ['security settings', securitySettingTexts, securitySettingLabels, true],
  ['blog post fields', blogPostTexts, blogPostLabels, true],
  ['podcast episode fields', podcastEpisodeTexts, podcastEpisodeLabels, true],
  ['webinar fields', webinarTexts, webinarLabels, true],
  ['carousel fields', carouselTexts, carouselLabels, true],
  ['enabler profile fields', enablerProfileTexts, enablerProfileLabels, true],
  ['event fields', eventTexts, eventLabels, true],
  ['site settings', siteSettingTexts, siteSettingLabels, true],
];

describe.each(mirrors)('the shared %s texts the browser shows', (_name, texts, shared, complete) => {
  it('say in English exactly what shared says', () => {
    if (complete) expect(Object.keys(texts).sort()).toEqual(Object.keys(shared).sort());
    for (const [key, descriptor] of Object.entries(texts)) expect(testI18n._(descriptor), key).toBe(shared[key]);
  });

  it('are each in Malayalam', () => {
    for (const [key, descriptor] of Object.entries(texts)) expect(malayalamI18n._(descriptor), key).toMatch(/[\u0D00-\u0D7F]/);
  });
});

describe('a shared text the browser checked itself', () => {
  it("is said in the page's language when mirrored, and as it is otherwise", () => {
    expect(translateShared(malayalamI18n, mediaMessages.altRequired, mediaMessages, mediaTexts)).toMatch(/[\u0D00-\u0D7F]/);
    expect(translateShared(testI18n, mediaMessages.altTooLong, mediaMessages, mediaTexts)).toBe(
      'The alt text must be at most 250 characters.',
    );
    expect(translateShared(malayalamI18n, 'Something else', mediaMessages, mediaTexts)).toBe('Something else');
  });
});
