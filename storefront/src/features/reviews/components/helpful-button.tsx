import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { ThumbsUp } from 'lucide-react';
import { voteHelpful } from '../api/vote-helpful.ts';
import styles from './reviews.module.css';

/** "Helpful (3)": one vote per visitor; the server decides whether it counted. */
export function HelpfulButton({ reviewId, initialCount }: { reviewId: string; initialCount: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(initialCount);
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    try {
      const result = await voteHelpful(reviewId);
      setCount(result.helpfulCount);
      setVoted(true);
      if (result.counted) toast.success(t('reviews.helpful.thanks'));
      else toast.info(t('reviews.helpful.already'));
    } catch {
      toast.error(t('reviews.helpful.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={styles.helpful} aria-pressed={voted} disabled={busy || voted} onClick={onClick}>
      <ThumbsUp size={16} aria-hidden="true" fill={voted ? 'currentColor' : 'none'} />
      {t('reviews.helpful.label', { count })}
    </button>
  );
}
