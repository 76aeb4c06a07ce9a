/** Marks a button that prints the page: `<Button {...printsThePage} isDisabled={!hydrated}>`. */
export const printsThePage = { 'data-print': '' } as const;

/**
 * Makes every print button on the page work, from its first script: it is
 * served disabled, since without JavaScript it cannot print, and needs no
 * island or app to print once enabled.
 */
export function followPrintButtons(): void {
  for (const button of document.querySelectorAll('button[data-print][disabled]')) {
    button.removeAttribute('disabled');
    button.removeAttribute('data-disabled');
  }
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button[data-print]')) window.print();
  });
}
