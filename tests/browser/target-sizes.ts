import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 target size (minimum): every link and button that can be used is at
 * least 24×24 CSS px, or a 24 px circle on its centre touches no other
 * target's (the spacing exception). Links inside a sentence are exempt, as
 * WCAG allows. Returns what fails, as 'name (w×h)'.
 */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector = 'a[href], button, [role="button"], [role="link"], [role="tab"], [role="radio"], summary';
    const targets = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => {
      if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // The inline exception: a link that is part of running text.
      return !(element.tagName === 'A' && style.display === 'inline' && element.closest('p, li p, dd, td'));
    });
    const boxes = targets.map((element) => element.getBoundingClientRect());
    const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const failures: string[] = [];
    targets.forEach((element, index) => {
      const box = boxes[index]!;
      if (box.width >= MIN - 0.5 && box.height >= MIN - 0.5) return;
      // Spacing exception: the 24 px circle on this centre meets no other target or its circle.
      const own = centre(box);
      const crowded = boxes.some((other, otherIndex) => {
        if (
          otherIndex === index ||
          targets[otherIndex]!.contains(element) ||
          element.contains(targets[otherIndex]!)
        )
          return false;
        const undersized = other.width < MIN - 0.5 || other.height < MIN - 0.5;
        const nearestX = Math.max(other.left, Math.min(own.x, other.right));
        const nearestY = Math.max(other.top, Math.min(own.y, other.bottom));
        const toBox = Math.hypot(own.x - nearestX, own.y - nearestY);
        if (toBox < MIN / 2) return true;
        if (!undersized) return false;
        const theirs = centre(other);
        return Math.hypot(own.x - theirs.x, own.y - theirs.y) < MIN;
      });
      if (crowded) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        failures.push(`${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    });
    return failures;
  });
}
