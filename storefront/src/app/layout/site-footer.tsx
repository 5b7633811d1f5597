import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { NewsletterForm } from '../../features/contact/components/newsletter-form.tsx';
import { useAreas } from '../../lib/api/areas.ts';
import { useSiteSettings } from '../../lib/api/site-settings.ts';
import { currentLanguage } from '@islandstay/web-common/lib/i18n';
import styles from './site-footer.module.css';

const SUPPORT_LINKS = [
  { key: 'helpCenter', to: '/contact' },
  { key: 'bookingSupport', to: '/contact' },
  { key: 'cancellations', to: '/terms' },
  { key: 'paymentIssues', to: '/contact' },
] as const;

export default function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { areas } = useAreas();
  const { settings } = useSiteSettings(i18n.resolvedLanguage ?? currentLanguage());
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brandColumn} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            IslandStay
          </h2>
          <p className={styles.tagline}>{t('footer.tagline', { island: settings?.islandName ?? t('common.islandName') })}</p>
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
            {areas.map((area) => (
              <li key={area.slug}>
                <Link to={`/search?area=${encodeURIComponent(area.name)}`}>{area.name}</Link>
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
          <NewsletterForm />
          <ul className={styles.contact} aria-label={t('footer.contactDetails')}>
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
