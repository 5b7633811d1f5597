import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '../button/button.tsx';
import { InlineAlert } from '../inline-alert/inline-alert.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, where the dialog owns it. */
  trigger?: { className: string; children: ReactNode; 'aria-label'?: string };
  title: string;
  description: ReactNode;
  /** Why the last try failed, shown in the dialog (the dialog stays open). */
  error?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  /** While the request is on its way the confirm button waits. */
  busy?: boolean;
  /** The app's classes for the dialog's parts (`confirm` is added to the confirm button's). */
  classes: Partial<Record<'overlay' | 'content' | 'title' | 'description' | 'error' | 'actions' | 'confirm', string>>;
}

/**
 * The confirmation before a destructive action in both front ends (Radix AlertDialog: focus starts
 * on Cancel, Escape cancels, a click outside does nothing). Confirm does not close it: the caller
 * closes it when its request is done, or shows why it failed.
 */
export function ConfirmDialog({ open, onOpenChange, trigger, title, description, error, cancelLabel, confirmLabel, confirmVariant = 'primary', onConfirm, busy, classes }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger {...trigger} />}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={classes.overlay} />
        <AlertDialog.Content className={classes.content}>
          <AlertDialog.Title className={classes.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={classes.description}>{description}</AlertDialog.Description>
          <InlineAlert message={error} className={classes.error} />
          <div className={classes.actions}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(confirmVariant, 'md', classes.confirm)}
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
