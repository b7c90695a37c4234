import { useLingui } from '@lingui/react';
import { defaultLocale } from '@wfc/shared';
import { useEffect, useState, type ComponentType } from 'react';
import { prefersMalayalam } from '../lib/prefers-malayalam';

/**
 * Where the offer of the Malayalam page appears (docs/i18n.md). Nothing is rendered on the server
 * or for most visitors: only on an English page, after hydrating, in a browser that prefers
 * Malayalam, is the offer's chunk loaded, so the first load's JavaScript stays the same.
 */
export function LanguageOffer() {
  const { i18n } = useLingui();
  const [Offer, setOffer] = useState<ComponentType | undefined>(undefined);
  useEffect(() => {
    if (i18n.locale !== defaultLocale || !prefersMalayalam(navigator.languages)) return;
    let current = true;
    void import('./malayalam-offer').then(({ MalayalamOffer }) => current && setOffer(() => MalayalamOffer));
    return () => {
      current = false;
    };
  }, [i18n.locale]);
  return Offer ? <Offer /> : null;
}
