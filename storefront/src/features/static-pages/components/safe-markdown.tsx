import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { safeImageUrl, safeLinkUrl } from './safe-url.ts';
import styles from './safe-markdown.module.css';

/**
 * The links and images of CMS Markdown. The hrefs reaching here were already checked by
 * `urlTransform`; an unsafe one arrives empty and the link becomes its plain text.
 */
const components: Components = {
  // The page title is the one h1; a `#` heading in the body becomes a section heading.
  h1: 'h2',
  a({ href, children }) {
    const url = safeLinkUrl(href);
    if (!url) return <span>{children}</span>;
    if (url.internal) return <Link to={url.href}>{children}</Link>;
    const web = url.href.startsWith('http') || url.href.startsWith('//');
    return (
      <a href={url.href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  img({ src, alt }) {
    const url = safeImageUrl(typeof src === 'string' ? src : undefined);
    return url ? <img src={url.href} alt={alt ?? ''} loading="lazy" decoding="async" className={styles.image} /> : null;
  },
};

/** Keeps a URL only if it is http(s), mailto:, tel: or a path on this site (images: http(s) or a path). */
function urlTransform(url: string, key: string): string | undefined {
  const safe = key === 'src' ? safeImageUrl(url) : safeLinkUrl(url);
  return safe?.href;
}

interface SafeMarkdownProps {
  children: string;
  className?: string;
}

/**
 * Markdown from the CMS, rendered without ever inserting it as HTML (issue 10, defect 13): raw
 * HTML in the text is dropped (`skipHtml`, no rehype-raw), every element is built by React, and
 * links and images keep only safe URLs.
 */
export function SafeMarkdown({ children, className }: SafeMarkdownProps) {
  return (
    <div className={[styles.prose, className ?? ''].join(' ')}>
      <Markdown skipHtml urlTransform={urlTransform} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
