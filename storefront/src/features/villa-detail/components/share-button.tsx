import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import { buttonClass } from '@islandstay/web-common/components/button/button';

/** The Share button: the menu's trigger, and its stand-in while the menu's code loads. */
export function ShareButton({ ref, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <button ref={ref} type="button" className={buttonClass('secondary', 'sm', className)} {...rest}>
      <Share2 size={16} aria-hidden="true" />
      {t('villa.share.label')}
    </button>
  );
}
