import { isActivePath, paths } from '@/lib/paths';

/** Scroll-reveal fades are disabled on blog paths (the Journal and every article). */
export function revealsOnPath(pathname: string): boolean {
  return !isActivePath(paths.blog.href(), pathname);
}
