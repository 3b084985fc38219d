// Asks before something costly that cannot be undone: the same sheet as every dialog (web/ui/dialog.tsx),
// as an alert dialog whose focus starts on Cancel.
import { ModalSheet, SheetClose, SheetDescription, SheetTitle } from './dialog';
import { buttonClass } from './button';

export interface ConfirmDialogProps {
  /** Drawn while true (true unless said). */
  open?: boolean;
  /** Cancel, Escape or a tap outside; and after the confirm button has done its work. */
  onClose(): void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): void;
}

export function ConfirmDialog({ open = true, onClose, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <ModalSheet
      open={open}
      onClose={onClose}
      role="alertdialog"
      focus="close"
      described
      className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-sm -translate-y-1/2 rounded-sheet border border-line bg-surface p-5 text-fg shadow-raised"
      header={
        <>
          <SheetTitle className="text-lg font-bold">{title}</SheetTitle>
          <SheetDescription className="mt-2 text-sm text-muted">{description}</SheetDescription>
        </>
      }
    >
      <div className="mt-5 flex justify-end gap-2">
        <SheetClose className={buttonClass('outline')}>Cancel</SheetClose>
        <button
          type="button"
          className={buttonClass('danger')}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalSheet>
  );
}
