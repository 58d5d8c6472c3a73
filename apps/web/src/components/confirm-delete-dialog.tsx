import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

export type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one; without, the caller opens it through `open`. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** The confirming button's text while the request runs. */
  pendingLabel: ReactNode;
  isPending: boolean;
  /** Called by the confirming button, which does not close the dialog: the caller closes it when the request ends. */
  onConfirm: () => void;
  /**
   * While the request runs, the dialog stays open: Cancel is disabled and Escape does nothing, and the confirming
   * button spins (the default). Off, only the confirming button is disabled and the dialog can be left at any time.
   */
  holdWhilePending?: boolean;
  /** Shown between the text and the buttons (a failure, say). */
  children?: ReactNode;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
};

/**
 * The confirmation before something is deleted or removed, on the alert dialog (Cancel is focused first, and the
 * focus goes back to what had it): a title, a text, Cancel and the destructive confirming button.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  holdWhilePending = true,
  children,
  onCloseAutoFocus,
}: ConfirmDeleteDialogProps) {
  const isHeld = holdWhilePending && isPending;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && isHeld) return;
        onOpenChange(isOpen);
      }}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={holdWhilePending ? isPending : undefined}>
            {cancelLabel}
          </AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={isPending}>
            {isHeld ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {isPending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
