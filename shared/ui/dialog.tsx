// A modal dialog on the native <dialog> with showModal(): the top layer (above any host
// z-index), inert background, Escape from the browser. Mounted = open. Labelled by its title,
// moves focus in (to the element marked data-autofocus, else the browser's choice) and back to
// where it was when it closes, and has a close button. Brings its own stylesheet into the shadow root.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import dialogSheet from './dialog.css';

export interface DialogProps {
  title: string;
  /** Called on Escape and on the close button; the owner then unmounts the dialog. */
  onClose(): void;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

/** The focused element, looking inside shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(root: DocumentOrShadowRoot = document): Element | null {
  const active = root.activeElement;
  return active?.shadowRoot?.activeElement ? deepActiveElement(active.shadowRoot) : active;
}

function adoptSheet(node: Node): void {
  const root = node.getRootNode();
  if (root instanceof ShadowRoot && dialogSheet instanceof CSSStyleSheet && !root.adoptedStyleSheets.includes(dialogSheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, dialogSheet];
  }
}

export function Dialog({ title, onClose, closeLabel = 'Close', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current!;
    adoptSheet(dialog);
    const previous = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current!;
    // Escape closes the dialog natively; the owner hears about it and unmounts it.
    const cancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => dialog.removeEventListener('cancel', cancel);
  }, []);

  return (
    <dialog ref={ref} className={`katkin-dialog ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <div className="katkin-dialog-header">
        <h2 id={titleId} className="katkin-dialog-title">
          {title}
        </h2>
        <button type="button" className="katkin-dialog-close" aria-label={closeLabel} onClick={() => closeRef.current()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </dialog>
  );
}
