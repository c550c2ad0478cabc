/**
 * Hands the focus back to what opened a dialog or a drawer once it has closed (issue 30; WAI-ARIA's
 * dialog pattern): a dialog unmounted by its owner, or a drawer of our own, leaves the focus on the
 * page's body otherwise, and a keyboard user starts again from the top. Only when the focus was lost
 * (on the body, or still inside what closed) and the opener is still on the page: a dialog that moved
 * the focus on purpose keeps it there.
 */
export function returnFocus(opener: Element | null, closed: Element | null | undefined) {
  if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
  const active = document.activeElement;
  const isLost =
    !active || active === document.body || (closed?.contains(active) ?? false) || !active.isConnected;
  if (isLost) opener.focus();
}
