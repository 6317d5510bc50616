// A modal dialog on the native <dialog> with showModal(): the top layer (above any host
// z-index), inert background, Escape from the browser. Mounted = open. Labelled by its title,
// moves focus in and back to where it was when it closes (the WAI-ARIA dialog pattern), and has
// a close button. Its styles: dialog.css, listed in the widget's styles (defineWidget).
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  title: string;
  /** Called on Escape and on the close button; the owner then unmounts the dialog. */
  onClose(): void;
  /**
   * The element that opened the dialog, which gets focus back. Default: the element focused when
   * it opened (not always the opener: Safari does not focus a button it clicks).
   */
  opener?: HTMLElement | null;
  className?: string;
  children: ReactNode;
}

/** The focused element, looking inside shadow roots (document.activeElement stops at the host). */
function deepActiveElement(root: DocumentOrShadowRoot = document): Element | null {
  const active = root.activeElement;
  return active?.shadowRoot?.activeElement ? deepActiveElement(active.shadowRoot) : active;
}

export function Dialog({ title, onClose, opener, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const closeButton = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const previous = opener ?? deepActiveElement();
    // Escape asks to close (the cancel event): the owner hears of it and unmounts the dialog.
    // A browser may also close it by itself (Chrome skips the cancel event on a second Escape
    // with no user activation between): the owner hears of that too.
    const cancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    const closed = () => closeRef.current();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    if (!dialog.open) dialog.showModal();
    // The element marked data-autofocus, else the first focusable one, which is the close button
    // at the top: said explicitly, as browsers differ in what showModal() focuses.
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? closeButton.current)?.focus();
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
    // Once: mounted = open, so the opener is the one it had when it opened.
  }, []);

  return (
    <dialog ref={ref} className={`katkin-dialog ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <div className="katkin-dialog-header">
        <h2 id={titleId} className="katkin-dialog-title" part="title">
          {title}
        </h2>
        <button ref={closeButton} type="button" className="katkin-dialog-close" part="button" aria-label="Close" onClick={() => closeRef.current()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </dialog>
  );
}
