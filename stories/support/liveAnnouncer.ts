/**
 * react-aria's Button announces its pending state through a live-region node labelled by the button's
 * id; the node outlives the story that rendered the button and would then point at nothing (axe's
 * aria-valid-attr-value). Runs before every story (.storybook/preview.tsx) and wherever a story
 * unmounts a pending button mid-play.
 */
export function removeStaleAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (!ids.every((id) => document.getElementById(id))) node.remove();
  }
}
