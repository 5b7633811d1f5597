import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { createConfirmDialog } from '@islandstay/web-common/components/confirm-dialog/confirm-dialog';

/** The confirmation before a removal or a cancellation (web-common's, on this app's Radix AlertDialog). */
export const ConfirmDialog = createConfirmDialog(AlertDialog);
