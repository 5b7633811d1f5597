import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileQuestionMark, Languages, TriangleExclamationPoint } from 'lucide-react';
import type { PageDto } from '@islandstay/shared/cms/content.schemas';
import { LinkMessage } from '@islandstay/web-common/components/state-message/link-message';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { usePage, type StaticPageSlug } from '../api/get-page.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import { SafeMarkdown } from './safe-markdown.tsx';
import styles from './static-page.module.css';
import { RetryMessage } from '@islandstay/web-common/components/state-message/retry-message';

interface StaticPageProps {
  slug: StaticPageSlug;
  /** The title (h1 and tab) until the CMS answers, and if it cannot. */
  fallbackTitle: string;
  /** The page's structured parts under its text: About's counters, values and team; Contact's FAQ. */
  renderExtras?: (page: PageDto) => ReactNode;
  /** Between the text and the extras, whatever the CMS answers: the contact form works without the page. */
  children?: ReactNode;
}

/** /about, /contact, /terms, /privacy: a CMS page with its loading, error and not-found states. */
export function StaticPage({ slug, fallbackTitle, renderExtras, children }: StaticPageProps) {
  const { t } = useTranslation();
  const { page, error, isLoading, locale, retry } = usePage(slug);
  const title = page?.title || fallbackTitle;
  usePageTitle(title);
  // The Thai version asked for may not exist yet: the English text is then marked as English.
  const contentLang = page && page.locale !== locale ? page.locale : undefined;

  let content: ReactNode;
  if (page) {
    content = (
      <div lang={contentLang}>
        {contentLang && (
          <p className={styles.fallbackNote}>
            <Languages size={16} aria-hidden="true" />
            <span lang={locale}>{t('pages.fallbackNote')}</span>
          </p>
        )}
        {page.body && <SafeMarkdown className={styles.body}>{page.body}</SafeMarkdown>}
      </div>
    );
  } else if (error) {
    content =
      error instanceof ApiError && error.isNotFound ? (
        <LinkMessage icon={FileQuestionMark} title={t('pages.notFoundTitle')} text={t('pages.notFoundText')} links={[{ to: '/', label: t('common.returnHome') }]} />
      ) : (
        <RetryMessage icon={TriangleExclamationPoint} title={t('pages.errorTitle')} text={t('pages.errorText')} onRetry={retry} />
      );
  } else if (isLoading) {
    content = <PageSkeleton label={t('pages.loading')} />;
  }

  return (
    <main id="main" className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title} lang={contentLang}>
            {title}
          </h1>
        </div>
      </header>
      <div className={styles.content}>
        {content}
        {children}
        {page && renderExtras && <div lang={contentLang}>{renderExtras(page)}</div>}
      </div>
    </main>
  );
}
