import { Trans } from '@lingui/react/macro';
import { MessageCircle } from '../../../components/ui/icons';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { usePagePath } from '../../../lib/router';
import { staffPaths } from '@wfc/shared/routes';
import { useCoversForm } from '../lib/use-covers-form';

type PanelProps = { open: boolean; onClose: () => void };

/** The floating "Chat with us" button on every public page (product-spec.md §2, Chat widget). */
export function ChatLauncher() {
  const pathname = usePagePath();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // The panel's code loads once the launcher is first used. A plain dynamic import rather than
  // React.lazy: the panel then mounts in the same update that opens it, so its timers start at once.
  const toggle = () => {
    if (Panel) {
      setOpen((current) => !current);
      return;
    }
    if (loading) return;
    setLoading(true);
    import('./chat-panel').then(
      (module) => {
        setPanel(() => module.default);
        setOpen(true);
        setLoading(false);
      },
      () => setLoading(false),
    );
  };

  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  // Once the panel has closed, and so has lifted the inert it puts on the page when full screen, the launcher gets the focus back.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  // Staff dashboards are work screens, not public pages.
  const staffScreen = staffPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  // It never covers a form's answer or button (issue 38): over one, it steps aside until she scrolls on.
  const covers = useCoversForm(launcherRef, !staffScreen && !open);
  if (staffScreen) return null;

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={Panel ? 'chat-panel' : undefined}
        aria-busy={loading || undefined}
        onClick={toggle}
        className={`fixed bottom-4 right-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-800 px-5 py-3 text-sm font-semibold text-white shadow-lg transition-opacity hover:bg-brand-900 motion-reduce:transition-none sm:bottom-6 sm:right-6 ${covers ? 'invisible opacity-0' : 'opacity-100'}`}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <Trans>Chat with us</Trans>
      </button>
      {Panel && <Panel open={open} onClose={close} />}
    </>
  );
}
