import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A list whose items open in its place (the Newsletters and Events screens): what is open, and,
 * once it closes, the focus on the list's heading rather than on the page's body.
 */
export function useOpenInPlace<T>() {
  const [open, setOpen] = useState<T | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returned = useRef(false);

  useEffect(() => {
    if (open === null && returned.current) {
      returned.current = false;
      titleRef.current?.focus();
    }
  }, [open]);

  const close = useCallback(() => {
    returned.current = true;
    setOpen(null);
  }, []);

  return { open, setOpen, close, titleRef };
}
