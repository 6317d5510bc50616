// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

function Owner({ onClose = () => {}, autofocus = true }: { onClose?: () => void; autofocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Dialog title="Join us" onClose={close}>
          <input aria-label="Email" data-autofocus={autofocus || undefined} />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  afterEach(cleanup);

  it('opens modal, labelled by its title, with focus on the marked element', () => {
    render(<Owner />);
    screen.getByRole('button', { name: 'Open' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Join us' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('without a marked element, focuses the first focusable one: the close button', () => {
    render(<Owner autofocus={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes with its close button and gives focus back', () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('tells its owner on Escape (the cancel event)', () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells its owner when the browser closes it without a cancel event, once', () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the opener it was given, wherever focus was', () => {
    function Opened() {
      const [opener, setOpener] = useState<HTMLElement | null>(null);
      return (
        <>
          <button onClick={(event) => setOpener(event.currentTarget)}>Details</button>
          {opener && (
            <Dialog title="Cluck" opener={opener} onClose={() => setOpener(null)}>
              <p>Chicken</p>
            </Dialog>
          )}
        </>
      );
    }
    render(<Opened />);
    const details = screen.getByRole('button', { name: 'Details' });
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.click(details);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(details);
  });

  it('gives focus back after Escape too', () => {
    render(<Owner />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(document.activeElement).toBe(opener);
  });

  it('unmounted with its owner (the page moving on), no longer calls it on cancel or close', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Owner onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    unmount();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(0);
  });
});
