/** Full page reload; its own module so components that offer it can be tested. */
export function reloadPage(): void {
  window.location.reload();
}
