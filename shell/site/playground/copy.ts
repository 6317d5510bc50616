// 'Copy embed code': to the clipboard, or, when the browser refuses (no permission, not a
// secure context), into a read-only text area shown selected for the user to copy by hand.
// The result is announced in a live region.
export function wireCopy(parts: { button: HTMLButtonElement; status: HTMLElement; fallback: HTMLTextAreaElement }, code: () => string): void {
  const { button, status, fallback } = parts;
  button.addEventListener('click', async () => {
    const text = code();
    status.textContent = '';
    try {
      await navigator.clipboard.writeText(text);
      fallback.hidden = true;
      status.textContent = 'Copied';
    } catch {
      fallback.value = text;
      fallback.hidden = false;
      fallback.focus();
      fallback.select();
      status.textContent = 'The browser did not allow copying: the embed code is selected below, copy it with Ctrl+C (⌘C on a Mac).';
    }
  });
}
