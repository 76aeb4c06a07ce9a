import { cx } from '@/utils/class-names';
import { illustration } from '@/styles/utilities.css';
import * as styles from './framed-image.css';

export interface FramedImageProps {
  src: string;
  /** Intrinsic size: the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /** Empty for an image that only decorates. */
  alt: string;
  /** Above the fold: load at once and early; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/** One of our illustrations in a thin frame, at its own fixed ratio. */
export function FramedImage({ src, width, height, alt, priority = false, className }: FramedImageProps) {
  return (
    <div className={cx(styles.frame, className)}>
      <img
        className={cx(styles.image, illustration)}
        src={src}
        width={width}
        height={height}
        alt={alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </div>
  );
}
