// The button ('How we compare' unless button_text says otherwise) and the modal dialog it opens,
// named by the same words, with the comparison table. The shared Dialog gives Close, Escape,
// the inert background and focus back to the button.
import { useRef, useState } from 'react';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import type { comparisonModalOptions } from './comparison-modal-options.ts';

export function ComparisonModal({ json: { button_text: buttonText = 'How we compare', headers, rows } }: WidgetProps<typeof comparisonModalOptions>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className="katkin-button" part="button button-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {buttonText}
      </button>
      {open && (
        <Dialog title={buttonText} opener={button.current} onClose={() => setOpen(false)} className="comparison-dialog">
          <ComparisonTable headers={headers} rows={rows} />
        </Dialog>
      )}
    </>
  );
}
