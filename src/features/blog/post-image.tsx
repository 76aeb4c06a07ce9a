import { useEffect, useRef, useState } from 'react';
import fallbackImage from '@/content/images/article-fallback.svg';
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
 * An article photo. Spec §8: if it fails to load, the default photo is
 * shown instead, once (a failing fallback is not retried).
 */
export function PostImage({ src, className, priority = false }: PostImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image can fail before hydration attached onError; catch that case too.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={image}
      className={cx(className, illustration)}
      src={failed ? fallbackImage : src}
      onError={() => setFailed(true)}
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
