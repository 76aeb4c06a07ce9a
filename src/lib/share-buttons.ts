/** Marks a button that shares the page, served disabled: `<Button {...sharesThePage} isDisabled={!hydrated}>`. */
export const sharesThePage = { 'data-share': '' } as const;

/** Marks the status line beside a share button, which says what the press did. */
export const shareStatus = { 'data-share-status': '' } as const;

export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = 'The link could not be copied: copy it from the address bar.';

/** The page's own address: its canonical one, without whatever query or place it was opened at. */
function pageAddress(): string {
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;
}

/**
 * Hands the page to the device's own share sheet where the browser has
 * one; elsewhere copies its address and says so. A share sheet closed
 * without sharing is the visitor's choice, and nothing more is said.
 */
async function share(status: Element | null): Promise<void> {
  const url = pageAddress();
  if (typeof navigator.share === 'function') {
    await navigator.share({ title: document.title, url }).catch(() => undefined);
    return;
  }
  const said = await navigator.clipboard.writeText(url).then(
    () => LINK_COPIED,
    () => LINK_NOT_COPIED,
  );
  // Emptied first, so a second copy is announced again.
  if (status) status.textContent = '';
  requestAnimationFrame(() => {
    if (status) status.textContent = said;
  });
}

/**
 * Makes every share button on the page work, from its first script: it is
 * served disabled, since without JavaScript it cannot share, and needs no
 * island or app once enabled.
 */
export function followShareButtons(): void {
  for (const button of document.querySelectorAll('button[data-share][disabled]')) {
    button.removeAttribute('disabled');
    button.removeAttribute('data-disabled');
  }
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-share]') : null;
    if (button) void share(button.parentElement?.querySelector('[data-share-status]') ?? null);
  });
}
