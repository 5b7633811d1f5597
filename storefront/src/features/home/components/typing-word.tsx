import { useEffect, useState } from 'react';

/** docs/product.md#home: 100 ms per character forward, 60 ms backward, 1 s pause on the full word. */
export const TYPING = { forwardMs: 100, backwardMs: 60, pauseMs: 1000 } as const;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Types and deletes each word in turn. Under reduced motion the first word simply stands still.
 * Decorative: the caller gives assistive tech the stable sentence.
 */
export function TypingWord({ words, className }: { words: readonly string[]; className?: string }) {
  const [still] = useState(prefersReducedMotion);
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(still ? (words[0]?.length ?? 0) : 0);
  const [deleting, setDeleting] = useState(false);
  const word = words[index % Math.max(words.length, 1)] ?? '';

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
