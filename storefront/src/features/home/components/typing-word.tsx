import { useEffect, useState } from 'react';
import { useMediaQuery } from '@islandstay/web-common/lib/use-media-query';

/** docs/product.md#home: 100 ms per character forward, 60 ms backward, 1 s pause on the full word. */
export const TYPING = { forwardMs: 100, backwardMs: 60, pauseMs: 1000 } as const;

/**
 * Types and deletes each word in turn. Under reduced motion the first word simply stands still.
 * Decorative: the caller gives assistive tech the stable sentence.
 */
export function TypingWord({ words, className }: { words: readonly string[]; className?: string }) {
  // Read after a server-written page is adopted (its HTML types from nothing), at once otherwise.
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [typed, setLength] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const word = words[index % Math.max(words.length, 1)] ?? '';
  const length = still ? word.length : typed;

  useEffect(() => {
    if (still || words.length === 0) return;
    let delay: number = deleting ? TYPING.backwardMs : TYPING.forwardMs;
    if (!deleting && length === word.length) delay = TYPING.pauseMs;
    const timer = window.setTimeout(() => {
      if (!deleting && length === word.length) setDeleting(true);
      else if (deleting && length === 0) {
        setDeleting(false);
        setIndex((i) => (i + 1) % words.length);
      } else setLength((l) => l + (deleting ? -1 : 1));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [still, words.length, word.length, length, deleting]);

  return (
    <span className={className} aria-hidden="true">
      {word.slice(0, length)}
    </span>
  );
}
