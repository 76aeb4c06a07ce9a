import { useState } from 'react';
import { toast } from '@/components/ui/toast';

/** A download an admin list offers: `downloading` while it runs, a toast if it fails. */
export function useDownload(download: () => Promise<void>) {
  const [downloading, setDownloading] = useState(false);

  async function start() {
    setDownloading(true);
    try {
      await download();
    } catch {
      toast({
        title: 'Something went wrong',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, start: () => void start() };
}
