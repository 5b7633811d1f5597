import type { ReactNode, Ref } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

interface SideSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the sheet owns one (a Radix Dialog trigger). */
  trigger?: { className: string | undefined; label: string; icon: ReactNode; ref?: Ref<HTMLButtonElement> };
  title: string;
  closeLabel: string;
  closeIconSize: number;
  /** The app's classes for the sheet's parts. */
  classes: Record<'overlay' | 'content' | 'header' | 'title' | 'close', string | undefined>;
  children: ReactNode;
}

/**
 * The mobile navigation's side sheet in both front ends: a Radix Dialog (focus moves into it,
 * Escape and the overlay close it) with a title and a close button above the app's content.
 */
export function SideSheet({ open, onOpenChange, trigger, title, closeLabel, closeIconSize, classes, children }: SideSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <Dialog.Trigger ref={trigger.ref} className={trigger.className} aria-label={trigger.label}>
          {trigger.icon}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className={classes.overlay} />
        <Dialog.Content className={classes.content} aria-describedby={undefined}>
          <div className={classes.header}>
            <Dialog.Title className={classes.title}>{title}</Dialog.Title>
            <Dialog.Close className={classes.close} aria-label={closeLabel}>
              <X size={closeIconSize} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
