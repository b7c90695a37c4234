import { lazy, Suspense, useCallback, useState, type ComponentProps, type ComponentType } from 'react';
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
  const [target, setTarget] = useState<{
    enabler: InquiryEnabler;
    opener: HTMLElement | null;
    Modal: ComponentType<ComponentProps<ModalModule['default']>>;
  } | null>(null);
  // Once preloaded, the modal renders at once instead of going through Suspense. The component is
  // chosen when the modal opens and kept while it is open: switching from the lazy one to the
  // loaded one on a later render would remount the modal, losing what was typed and the focus.
  const open = useCallback(
    (enabler: InquiryEnabler, opener: HTMLElement | null) =>
      setTarget({ enabler, opener, Modal: loadedModule?.default ?? LazyInquiryModal }),
    [],
  );
  const close = useCallback(() => setTarget(null), []);

  const modal = target && (
    <Suspense fallback={null}>
      <target.Modal key={target.enabler.id} enabler={target.enabler} returnFocusTo={target.opener} onClose={close} />
    </Suspense>
  );
  return { open, isOpen: target !== null, modal };
}
