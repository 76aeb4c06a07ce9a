import { track } from '@/lib/analytics/track';
import { EVENT_TYPES } from '@/lib/analytics/event-types';

/**
 * Spec §3: a file_download event with the file's name and type and where it
 * was offered. A download offered as a printable page is of type html.
 */
export function trackDownload(url: string, source: string): void {
  const fileName = url.split('/').pop() ?? url;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1];
  track(EVENT_TYPES.fileDownload, {
    file_name: fileName,
    file_type: extension ?? 'html',
    download_source: source,
  });
}
