import { track } from '@/lib/analytics/track';
import { EVENT_TYPES } from '@/lib/analytics/event-types';

/** Spec §3: a file_download event with the file's name and type and where it was offered. */
export function trackDownload(url: string, source: string): void {
  const fileName = url.split('/').pop() ?? url;
  track(EVENT_TYPES.fileDownload, {
    file_name: fileName,
    file_type: fileName.split('.').pop() ?? '',
    download_source: source,
  });
}
