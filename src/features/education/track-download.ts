import { EVENT_TYPES } from '@/definitions/analytics';
import { trackedClick } from '@/lib/analytics/tracked-clicks';

/**
 * Props that make a download link record a file_download event
 * with the file's name and type and where it was offered. A download
 * offered as a printable page is of type html.
 */
export function trackedDownload(url: string, source: string): Record<string, string> {
  const fileName = url.split('/').pop() ?? url;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1];
  return trackedClick(EVENT_TYPES.fileDownload, {
    file_name: fileName,
    file_type: extension ?? 'html',
    download_source: source,
  });
}
