import { useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { applyUpdate, pwaStatus } from '@/lib/pwa/sw-bridge';
import * as styles from './pwa-banners.css';

/** A polite notice when a new version is ready; it never reloads by itself. */
export function UpdatePrompt() {
  const { updateReady } = useSnapshot(pwaStatus);
  // Hydrating, it is what the server rendered: no update yet.
  const hydrated = useHydrated();
  if (!updateReady || !hydrated) return null;
  return (
    <section role="status" aria-label="Update available" className={styles.banner}>
      <p className={styles.text}>A new version is available</p>
      <Button size="sm" onPress={() => void applyUpdate()}>
        Reload
      </Button>
    </section>
  );
}
