import { lazy, Suspense, useCallback, useState } from 'react';
import type InquiryModalComponent from './components/inquiry-modal';
import type { InquiryEnabler } from './inquiry-enabler';

type ModalModule = { default: typeof InquiryModalComponent };
let loadedModule: ModalModule | undefined;

const loadInquiryModal = () =>
  import('./components/inquiry-modal').then((module) => {
    loadedModule = module;
    return module;
  });
// The modal's code loads the first time someone is about to use Connect, not with the home page.
const LazyInquiryModal = lazy(loadInquiryModal);

/** Starts loading the modal's code early (on hover or focus of a Connect button). */
export function preloadInquiryModal() {
  if (!loadedModule) void loadInquiryModal();
}

/**
 * The Connect modal of product-spec.md §2 and §4: closed while no enabler is selected; `open`
 * selects one and remembers the button that did it, which gets the focus back on closing.
 */
export function useInquiryModal() {
  const [target, setTarget] = useState<{ enabler: InquiryEnabler; opener: HTMLElement | null } | null>(null);
  const open = useCallback((enabler: InquiryEnabler, opener: HTMLElement | null) => setTarget({ enabler, opener }), []);
  const close = useCallback(() => setTarget(null), []);

  // Once preloaded, the modal renders at once instead of going through Suspense.
  const InquiryModal = loadedModule?.default ?? LazyInquiryModal;
  const modal = target && (
    <Suspense fallback={null}>
      <InquiryModal key={target.enabler.id} enabler={target.enabler} returnFocusTo={target.opener} onClose={close} />
    </Suspense>
  );
  return { open, isOpen: target !== null, modal };
}
