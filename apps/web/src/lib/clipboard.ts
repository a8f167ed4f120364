/**
 * Copies `text` to the clipboard. Where the Clipboard API is missing or refused (an http origin, an old
 * browser, a denied permission), selects the text in `element` instead, so the player can copy it
 * themselves. Resolves with what happened, for the toast.
 */
export async function copyText(text: string, element?: HTMLElement | null): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    if (element) selectContents(element);
    return 'selected';
  }
}

function selectContents(element: HTMLElement) {
  if (element instanceof HTMLInputElement) {
    element.focus();
    element.select();
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
