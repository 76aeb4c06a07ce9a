import { badgeText } from './unread-enquiries';

/** The count a title carries in front, e.g. "(3) Enquiries | Clear North"; no page title of the site starts so. */
const COUNT_PREFIX = /^\(\d+\+?\) /;

/** `title` with `count` in front of it when there are unread enquiries, and without when there are none. */
export function titleWithUnread(title: string, count: number): string {
  const plain = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${badgeText(count)}) ${plain}` : plain;
}

/**
 * Keeps the number of unread enquiries in front of the tab's title, so the
 * admin sees it from another tab, also when a page changes the title (a
 * move between the admin's screens). Returns the function that stops it,
 * which leaves the title plain.
 */
export function showUnreadInTitle(
  readCount: () => number,
  onCountChange: (listener: () => void) => () => void,
) {
  const apply = () => {
    const wanted = titleWithUnread(document.title, readCount());
    if (document.title !== wanted) document.title = wanted;
  };
  apply();
  const stopCount = onCountChange(apply);
  const observer = new MutationObserver(apply);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return () => {
    stopCount();
    observer.disconnect();
    document.title = titleWithUnread(document.title, 0);
  };
}
