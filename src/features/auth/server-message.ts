interface ServerError {
  status?: unknown;
  message?: unknown;
  response?: { message?: unknown; data?: Record<string, { message?: unknown }> };
}

const OFFLINE_MESSAGE = "We couldn't reach our server. Check your connection and try again.";

/**
 * The server's own words for a failed call (shown as they
 * come), with the first field's reason added, since PocketBase's top-level
 * message ("Failed to create record.") does not say what was wrong.
 */
export function serverMessage(error: unknown): string {
  const { status, message, response } = (error ?? {}) as ServerError;
  if (status === 0) return OFFLINE_MESSAGE;
  const top = typeof response?.message === 'string' ? response.message : String(message ?? '');
  const field = Object.entries(response?.data ?? {}).find(([, value]) => typeof value?.message === 'string');
  if (!field) return top || 'Something went wrong.';
  const [name, value] = field;
  return `${top} ${name.replace(/_/g, ' ')}: ${String(value.message)}`.trim();
}

/** The server's reason for refusing one field (a weak password), to show at that field. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  const message = (error as ServerError | null)?.response?.data?.[field]?.message;
  return typeof message === 'string' ? message : undefined;
}
