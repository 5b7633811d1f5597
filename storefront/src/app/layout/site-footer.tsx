import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import { useHydrated } from '@islandstay/web-common/lib/use-hydrated';
import { useAreas } from '../../lib/api/areas.ts';
import { useSiteSettings } from '../../lib/api/site-settings.ts';
import { inEnglish } from '../../lib/shown-texts.ts';
import { ShownText } from '../../components/shown-text/shown-text.tsx';
import newsletterStyles from '../../features/contact/components/newsletter-form.module.css';
import styles from './site-footer.module.css';

// The newsletter form (react-hook-form, in the chunk of Radix and sonner) loads once the page is idle,
// or when a visitor focuses its stand-in; the rest of the footer is in the first render.
type NewsletterFormComponent = (typeof import('../../features/contact/components/newsletter-form.tsx'))['NewsletterForm'];
let loadedForm: NewsletterFormComponent | null = null;
const loadNewsletterForm = () => import('../../features/contact/components/newsletter-form.tsx').then((module) => (loadedForm = module.NewsletterForm));

/** Lines held for the CMS's parts while their reads are on their way, so the footer does not grow when they answer. */
const AREA_LINES = 6;
const CONTACT_LINES = 3;

const SUPPORT_LINKS = [
  { key: 'helpCenter', to: '/contact' },
  { key: 'bookingSupport', to: '/contact' },
  { key: 'cancellations', to: '/terms' },
  { key: 'paymentIssues', to: '/contact' },
] as const;

/**
 * The island's year (Asia/Bangkok), the same on the server that writes the page as in a browser
 * in any zone. Not shared's dates module: the home page's first load would carry all of it.
 */
function islandYear(): string {
  return new Intl.DateTimeFormat('en', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date());
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { areas, isLoading: areasLoading } = useAreas();
  const { settings, error: settingsError } = useSiteSettings();
  const settingsLoading = !settings && !settingsError;
  const year = islandYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brandColumn} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            IslandStay
          </h2>
          <p className={styles.tagline}>{t('footer.tagline', { island: settings?.islandName ?? t('common.islandName') })}</p>
          {settingsLoading && <div className={styles.socialPlaceholder} aria-hidden="true" />}
          {settings && settings.socialLinks.length > 0 && (
            <ul className={styles.social} aria-label={t('footer.social')}>
              {settings.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} className={styles.socialLink} rel="noopener noreferrer" target="_blank">
                    {t(`footer.networks.${link.network}`)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav className={styles.column} aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li>
              <Link to="/search">{t('footer.allVillas')}</Link>
            </li>
            <li>
              <Link to="/about">{t('nav.about')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-areas">
          <h2 id="footer-areas" className={styles.heading}>
            {t('footer.popularAreas')}
          </h2>
          <ul className={styles.list}>
            {areasLoading
              ? Array.from({ length: AREA_LINES }, (_, index) => <li key={index} className={styles.linePlaceholder} aria-hidden="true" />)
              : areas.map((area) => (
                  <li key={area.slug}>
                    <Link to={`/search?area=${encodeURIComponent(area.name)}`}>
                      <ShownText text={area.label ?? inEnglish(area.name)} />
                    </Link>
                  </li>
                ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <ul className={styles.list}>
            {SUPPORT_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.supportLinks.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.contactColumn} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            {t('newsletter.title')}
          </h2>
          <Newsletter />
          <ul className={styles.contact} aria-label={t('footer.contactDetails')}>
            {settingsLoading && Array.from({ length: CONTACT_LINES }, (_, index) => <li key={index} className={styles.linePlaceholder} aria-hidden="true" />)}
            {settings?.contact.phone && (
              <li>
                <Phone size={16} aria-hidden="true" />
                <a href={`tel:${settings.contact.phone.replace(/\s+/g, '')}`}>{settings.contact.phone}</a>
              </li>
            )}
            {settings?.contact.email && (
              <li>
                <Mail size={16} aria-hidden="true" />
                <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>
              </li>
            )}
            {settings?.contact.address && (
              <li>
                <MapPin size={16} aria-hidden="true" />
                <span>{settings.contact.address}</span>
              </li>
            )}
            <li>
              <Clock size={16} aria-hidden="true" />
              <span>{t('footer.support247')}</span>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{settings?.copyright ?? t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}

/**
 * The newsletter form, or until its code loads (idle, or a focus on the field) a stand-in of the same
 * markup and size; the form takes over with what was typed in the field and the focus.
 */
function Newsletter() {
  const idle = useIdle();
  // A form loaded on an earlier page shows at once; never while React adopts a server-written page (its HTML has the stand-in).
  const earlier = useHydrated() ? loadedForm : null;
  const [loaded, setForm] = useState<NewsletterFormComponent | null>(null);
  const Form = loaded ?? earlier;
  const field = useRef<HTMLInputElement>(null);
  const load = useCallback(() => void loadNewsletterForm().then((loaded) => setForm(() => loaded)), []);
  useEffect(() => {
    if (idle) load();
  }, [idle, load]);
  // Read by the form as it mounts, while the stand-in is still on the page.
  const takeOver = useCallback(() => {
    const input = field.current;
    return { email: input?.value ?? '', focus: input !== null && document.activeElement === input };
  }, []);

  if (Form) return <Form takeOver={takeOver} />;
  return <NewsletterStandIn field={field} onWant={load} />;
}

function NewsletterStandIn({ field, onWant }: { field: RefObject<HTMLInputElement | null>; onWant: () => void }) {
  const { t } = useTranslation();
  return (
    <form
      className={newsletterStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        field.current?.focus();
        onWant();
      }}
    >
      <label htmlFor="newsletter-email" className={newsletterStyles.label}>
        {t('newsletter.label')}
      </label>
      <div className={newsletterStyles.row}>
        <input ref={field} id="newsletter-email" type="email" autoComplete="email" placeholder={t('newsletter.placeholder')} className={newsletterStyles.input} onFocus={onWant} />
        <button type="submit" className={newsletterStyles.submit}>
          <Send size={16} aria-hidden="true" />
          {t('newsletter.subscribe')}
        </button>
      </div>
    </form>
  );
}
