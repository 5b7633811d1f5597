import { Fragment } from 'react';
import type { LocalizedText } from '@islandstay/shared/villas/villa.schemas';
import { useContentLocale } from '../../lib/content-locale.ts';

/**
 * A text from the API as shown: inside `<span lang="en">` when it is not in the page's language
 * (an English fallback on a Thai page), so a screen reader pronounces it in its own language;
 * without a wrapper when it is.
 */
export function ShownText({ text }: { text: LocalizedText }) {
  const locale = useContentLocale();
  return text.lang === locale ? text.text : <span lang={text.lang}>{text.text}</span>;
}

/**
 * Names joined with ", " ("Chaweng, Lamai"): each marked on its own, as a list may mix Thai names
 * and English fallbacks. In one span, so a flex row (icon, then place) lays the list out as one
 * item rather than spacing its names and commas apart.
 */
export function ShownList({ texts }: { texts: readonly LocalizedText[] }) {
  return (
    <span>
      {texts.map((text, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          <ShownText text={text} />
        </Fragment>
      ))}
    </span>
  );
}
