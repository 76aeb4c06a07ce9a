let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The common passwords the server refuses (pb_hooks/lib/common-passwords.json,
 * lowercase), fetched once as a chunk of its own: a page never loads it
 * before a password is typed. A failed fetch (offline) is tried again at the
 * next call; meanwhile the server's answer says whether a password is common.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('../../../pb_hooks/lib/common-passwords.json').then(
    ({ default: list }) => new Set(list),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
