import axe from 'axe-core';
import { vi } from 'vitest';

/** The widths a screen is checked at: a phone, a tablet, a desktop. */
export const LAYOUT_WIDTHS = [375, 768, 1280] as const;

/**
 * Makes the window `width` pixels wide as scripts see it: `innerWidth`, and `matchMedia` answering
 * `min-width` and `max-width` queries (px or rem of 16 px) as a browser that wide would.
 */
export function atWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => {
    const matches = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem)\)/g)].every(([, bound, value, unit]) => {
      const pixels = Number(value) * (unit === 'rem' ? 16 : 1);
      return bound === 'min' ? width >= pixels : width <= pixels;
    });
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}

/**
 * The WCAG 2.1 A and AA violations axe finds in `element` (colour contrast left to the browser
 * journeys: jsdom computes no colours), as "rule: the nodes" lines, so a failure says what it found.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}
