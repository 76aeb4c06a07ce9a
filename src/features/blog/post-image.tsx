import fallbackImage from '@/content/images/article-fallback.svg';
import { FALLBACK_SRC_ATTRIBUTE } from '@/lib/image-fallbacks';
import { illustration } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';

/** The article images are all 1200 × 675 (16:9). */
const WIDTH = 1200;
const HEIGHT = 675;

export interface PostImageProps {
  src: string;
  className?: string;
  /** Above the fold (an article's hero) loads at once; cards load as they scroll in. */
  priority?: boolean;
}

/**
 * An article photo. If it fails to load, the default photo is
 * shown instead, once (a failing fallback is not retried); the page's
 * first script swaps it (src/lib/image-fallbacks.ts), island or not.
 */
export function PostImage({ src, className, priority = false }: PostImageProps) {
  return (
    <img
      className={cx(className, illustration)}
      src={src}
      {...{ [FALLBACK_SRC_ATTRIBUTE]: fallbackImage }}
      width={WIDTH}
      height={HEIGHT}
      // The illustrations are decorative: the title beside them says what the article is.
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
