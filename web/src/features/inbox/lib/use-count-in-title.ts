import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * Puts `count` before the tab's title, "(3) Admin | Women Founders Club", while it is above zero,
 * and keeps it there when a screen sets its own title (the layout does on every move).
 */
export function useCountInTitle(count: number | null) {
  useEffect(() => {
    const apply = () => {
      const plain = document.title.replace(COUNT_PREFIX, '');
      const wanted = count ? `(${count}) ${plain}` : plain;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}
