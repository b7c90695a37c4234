/** Where the browser remembers that the visitor answered the offer (never a cookie: the server does not choose a language). */
export const OFFER_CHOICE_KEY = 'wfc.languageOffer';

/** What the visitor did with the offer: followed it to the Malayalam page, or dismissed it. */
export type OfferChoice = 'ml' | 'dismissed';

/** The visitor's answer to the offer, if she gave one (and storage can be read). */
export function readOfferChoice(): OfferChoice | undefined {
  try {
    const value = window.localStorage.getItem(OFFER_CHOICE_KEY);
    return value === 'ml' || value === 'dismissed' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers her answer; a browser that keeps nothing asks again next time, which is harmless. */
export function rememberOfferChoice(choice: OfferChoice): void {
  try {
    window.localStorage.setItem(OFFER_CHOICE_KEY, choice);
  } catch {
    // Storage is off or full: nothing to remember it in.
  }
}
