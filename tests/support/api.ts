import { randomBytes } from 'node:crypto';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A small JSON client for PocketBase's REST API, as a browser would call it. */
export function api(baseUrl: string) {
  async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; raw?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = options.token;
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed as T };
  }

  return {
    request,
    get: <T = Record<string, unknown>>(path: string, token?: string) =>
      request<T>('GET', path, token ? { token } : {}),
    post: <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
      request<T>('POST', path, token ? { body, token } : { body }),
    patch: <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
      request<T>('PATCH', path, token ? { body, token } : { body }),

    async signIn(collection: 'users' | '_superusers', email: string, password: string): Promise<string> {
      const response = await request<{ token?: string; message?: string }>(
        'POST',
        `/api/collections/${collection}/auth-with-password`,
        { body: { identity: email, password } },
      );
      if (!response.body.token) throw new Error(`Sign-in failed for ${email}: ${response.body.message}`);
      return response.body.token;
    },
  };
}

export type Api = ReturnType<typeof api>;

/** A verified member account, created the way the dashboard would, and its token. */
export async function createMember(
  client: Api,
  superuserToken: string,
): Promise<{ id: string; token: string }> {
  const email = `member-${randomBytes(4).toString('hex')}@example.com`;
  const password = randomBytes(10).toString('hex');
  const created = await client.post<{ id: string }>(
    '/api/collections/users/records',
    { email, password, passwordConfirm: password, verified: true, full_name: 'Test Member' },
    superuserToken,
  );
  if (created.status !== 200) throw new Error(`Could not create member: ${JSON.stringify(created.body)}`);
  return { id: created.body.id, token: await client.signIn('users', email, password) };
}
