import { createPreferenceControls } from '@islandstay/web-common/components/preference-controls/preference-controls';
import { RadixSelect } from '@islandstay/web-common/components/select/radix-select';
import styles from './preference-controls.module.css';

/** The switchers (labels under `preferences.*`); Radix is in the back office's first load anyway. */
const { TermSwitch, CurrencySwitcher, LanguageSwitcher } = createPreferenceControls({ keyPrefix: 'preferences', Select: RadixSelect });

/** Currency, term and language: in the top bar on wide screens, at the sidebar's foot on small ones. */
export function PreferenceControls({ compact }: { compact?: boolean }) {
  return (
    <div className={`${styles.controls} ${compact ? '' : styles.stacked}`}>
      <CurrencySwitcher compact={compact} />
      <TermSwitch className={compact ? undefined : styles.stackedTerm} />
      <LanguageSwitcher compact={compact} />
    </div>
  );
}
