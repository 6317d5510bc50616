// 'Copy embed code' and 'Copy React code': to the clipboard, or, when the browser refuses (no
// permission, not a secure context), into a read-only text area shown selected for the user to
// copy by hand. The result, or why there is nothing to copy, is announced in a live region.
export type Copied = { code: string } | { problem: string };

interface CopyParts {
  status: HTMLElement;
  fallback: HTMLTextAreaElement;
  /** The fallback's label: it names what it holds. */
  fallbackLabel: HTMLElement;
}

/** Empties the status and says `text` after a frame drawn without it: the same words set again in
 * one task would be no change to a screen reader, and a second click would say nothing. */
async function say(status: HTMLElement, text: string): Promise<void> {
  status.textContent = '';
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  status.textContent = text;
}

/** `sources`: each button, what it copies in words ('embed code') and the code it gives. */
export function wireCopy(parts: CopyParts, sources: [button: HTMLButtonElement, what: string, code: () => Copied][]): void {
  const { status, fallback, fallbackLabel } = parts;
  for (const [button, what, code] of sources) {
    const named = what.charAt(0).toUpperCase() + what.slice(1);
    button.addEventListener('click', async () => {
      const copied = code();
      fallback.hidden = true;
      if ('problem' in copied) return say(status, copied.problem);
      try {
        await navigator.clipboard.writeText(copied.code);
        // Named, since two buttons share the one status: "React code copied".
        await say(status, `${named} copied`);
      } catch {
        fallback.value = copied.code;
        fallbackLabel.textContent = named;
        fallback.hidden = false;
        fallback.focus();
        fallback.select();
        await say(status, `The browser did not allow copying: the ${what} is selected below, copy it with Ctrl+C (⌘C on a Mac).`);
      }
    });
  }
}
