import { Trash2 } from 'lucide-react';
import { Button } from './button.tsx';

interface RemoveButtonProps {
  /** Names what goes ("Remove guest 2"), so each row's button says which row. */
  label: string;
  onClick: () => void;
  className?: string;
}

/** A repeated group's remove button (a guest, a pricing rule, a season): small, quiet, with a bin. */
export function RemoveButton({ label, onClick, className }: RemoveButtonProps) {
  return (
    <Button variant="ghost" size="sm" className={className} onClick={onClick}>
      <Trash2 size={16} aria-hidden="true" />
      {label}
    </Button>
  );
}
