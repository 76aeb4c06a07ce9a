/** On an image with a stand-in for when it fails to load: `<img data-fallback-src="…">`. */
export const FALLBACK_SRC_ATTRIBUTE = 'data-fallback-src';

function showStandIn(image: HTMLImageElement): void {
  const fallback = image.getAttribute(FALLBACK_SRC_ATTRIBUTE);
  // Once: a stand-in that fails too is left as it is.
  if (!fallback || image.getAttribute('src') === fallback) return;
  image.src = fallback;
}

const isMarkedImage = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && target.hasAttribute(FALLBACK_SRC_ATTRIBUTE);

/**
 * Shows each marked image's stand-in when it fails to load, from the page's
 * first script: an image the page was served with (one that failed before
 * the script ran too), or one an island or the app puts on the page later.
 */
export function followImageFallbacks(): void {
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_SRC_ATTRIBUTE}]`))
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showStandIn(image);
  // A failed load does not bubble: it is caught on its way down.
  document.addEventListener(
    'error',
    (event) => {
      if (isMarkedImage(event.target)) showStandIn(event.target);
    },
    true,
  );
}
