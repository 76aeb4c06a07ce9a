import { useEffect, useState } from 'react';
import { loadCommonPasswords } from '@/lib/pocketbase/common-passwords';

/**
 * The server's common passwords once `wanted` (a password has been typed)
 * and they have arrived; undefined until then, when the server's answer
 * says whether a password is common.
 */
export function useCommonPasswords(wanted: boolean): ReadonlySet<string> | undefined {
  const [common, setCommon] = useState<ReadonlySet<string>>();
  useEffect(() => {
    if (!wanted || common) return;
    let current = true;
    loadCommonPasswords().then(
      (list) => {
        if (current) setCommon(list);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, common]);
  return common;
}
