import * as Accordion from '@radix-ui/react-accordion';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import type { PageDto } from '@islandstay/shared/cms/content.schemas';
import styles from './faq-list.module.css';

/** Contact's FAQ: a Radix accordion (buttons, arrow keys, aria-expanded), answers as plain text. */
export function FaqList({ faqs }: { faqs: PageDto['faqs'] }) {
  const { t } = useTranslation();
  if (faqs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.title}>
        {t('pages.faq.title')}
      </h2>
      <Accordion.Root type="single" collapsible className={styles.list}>
        {faqs.map((faq, index) => (
          <Accordion.Item key={faq.question} value={`faq-${index}`} className={styles.item}>
            <Accordion.Header asChild>
              <h3 className={styles.header}>
                <Accordion.Trigger className={styles.trigger}>
                  <span>{faq.question}</span>
                  <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className={styles.content}>
              <p className={styles.answer}>{faq.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
