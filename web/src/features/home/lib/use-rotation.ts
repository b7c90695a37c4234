import { useEffect, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Auto-advance of a carousel (decisions.md 7, 19): calls `advance` every `interval` ms while it plays
 * and nobody hovers it or moves the keyboard focus into it. It starts paused under prefers-reduced-motion; the visitor's
 * pause/play choice wins over that. `held` pauses it from outside (e.g. while a dialog is open).
 */
export function useRotation({
  interval,
  advance,
  position,
  held = false,
}: {
  interval: number;
  advance: () => void;
  position: number;
  held?: boolean;
}) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | undefined>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && !held;

  // Restarts on every move (`position`), so a slide chosen by hand gets the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(advance, interval);
    return () => window.clearTimeout(timer);
  }, [rotating, advance, interval, position]);

  return {
    playing,
    rotating,
    toggle: () => setChoice(!playing),
    /** Spread on the carousel's container. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // Keyboard focus pauses; the focus a mouse click leaves on a button does not (hovering covers that).
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).matches(':focus-visible')) setFocused(true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
