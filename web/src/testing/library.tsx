import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  render as renderInDocument,
  renderHook as renderHookInDocument,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Hydration } from '../lib/use-hydrated';
import { messages as siteMessages } from '../locales/site/en.po';
import { messages as staffMessages } from '../locales/staff/en.po';
import { messages as siteMalayalam } from '../locales/site/ml.po';
import { messages as staffMalayalam } from '../locales/staff/ml.po';
import { messages as sessionsMessages } from '../locales/sessions/en.po';
import { messages as sessionsMalayalam } from '../locales/sessions/ml.po';
import { messages as membersMessages } from '../locales/members/en.po';
import { messages as membersMalayalam } from '../locales/members/ml.po';

// Testing Library as the components see it in the site: inside the English messages' provider, rendered in
// the browser (hydrated: `useHydrated` is true from the first render).
export * from '@testing-library/react';

/** The site's English, as the entry points load it for an English page. */
export const testI18n = setupI18n({
  locale: 'en',
  messages: { en: { ...siteMessages, ...staffMessages, ...sessionsMessages, ...membersMessages } },
});

/** The site's Malayalam, for tests of a screen in Malayalam (`renderIn('ml', ...)`). */
export const malayalamI18n = setupI18n({
  locale: 'ml',
  messages: { ml: { ...siteMalayalam, ...staffMalayalam, ...sessionsMalayalam, ...membersMalayalam } },
});

function withI18n(Wrapper: RenderOptions['wrapper'], i18n = testI18n) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <Hydration hydrating={false}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</Hydration>
      </I18nProvider>
    );
  };
}

export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderInDocument(ui, { ...options, wrapper: withI18n(options.wrapper) });
}

/** Renders a screen in one of the site's languages, as its page under that language's prefix would. */
export function renderIn(locale: 'en' | 'ml', ui: ReactElement, options: RenderOptions = {}) {
  return renderInDocument(ui, { ...options, wrapper: withI18n(options.wrapper, locale === 'ml' ? malayalamI18n : testI18n) });
}

export function renderHook<Result, Props>(hook: (props: Props) => Result, options: RenderHookOptions<Props> = {}) {
  return renderHookInDocument(hook, { ...options, wrapper: withI18n(options.wrapper) });
}
