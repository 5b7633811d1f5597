import { createPreferenceControls } from '@islandstay/web-common/components/preference-controls/preference-controls';
import { Select } from '@islandstay/web-common/components/select/select';

/** The header's switchers (labels under `header.*`); their selects load Radix once the page is idle. */
export const { TermSwitch, CurrencySwitcher, LanguageSwitcher } = createPreferenceControls({ keyPrefix: 'header', Select });
