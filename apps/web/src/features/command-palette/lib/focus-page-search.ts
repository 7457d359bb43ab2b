/**
 * Focuses the page's own search field (the journeys and projects lists have one) and selects
 * its text, as `/` does on GitHub and YouTube. False when the page has none.
 */
export function focusPageSearch(root: ParentNode): boolean {
  const field = root.querySelector<HTMLInputElement>('main input[type="search"]');
  if (!field || field.disabled) return false;
  // On phones the list filters fold away; a hidden field cannot take the text.
  if (typeof field.checkVisibility === 'function' && !field.checkVisibility()) return false;
  field.focus();
  field.select();
  return true;
}
