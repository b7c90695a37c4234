import { useEffect, useState } from 'react';
import { NAV_ACTIVE_THRESHOLD } from '../../config/site';

/**
 * The id of the last of `ids` whose top has scrolled to within 150 px of the viewport's top, or
 * the first one above all of them. Tracks only while `enabled` (on the home page).
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | undefined {
  const [measured, setActive] = useState<string | undefined>(ids[0]);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= NAV_ACTIVE_THRESHOLD) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids, enabled]);

  return enabled ? measured : undefined;
}
