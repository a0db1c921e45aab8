// Copies text to the clipboard: the async Clipboard API where the page may use it, otherwise a
// hidden textarea and execCommand (embedded frames without the clipboard-write permission).
export async function copyText(text: string): Promise<boolean> {
  try {
    // Some embedders leave the permission request unanswered: give up after a moment and fall back.
    await Promise.race([
      navigator.clipboard.writeText(text),
      new Promise((_, reject) => setTimeout(() => reject(new Error('Clipboard timed out')), 1000)),
    ]);
    return true;
  } catch {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
      focused?.focus();
    }
  }
}
