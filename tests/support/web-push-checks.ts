import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';

// What a push service and a browser check of a push, done with Node's own
// crypto (OpenSSL), not with the library the server signs and encrypts with,
// so that a test of the one is not the other checking itself.

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  p256dh: Buffer;
  auth: Buffer;
}

export function newBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys();
  return { ecdh, p256dh, auth: randomBytes(16) };
}

/** A subscription as PushSubscription.toJSON() gives it. */
export function subscriptionJson(endpoint: string, keys: BrowserKeys) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh.toString('base64url'), auth: keys.auth.toString('base64url') },
  };
}

const info = (label: string, ...parts: Buffer[]) => Buffer.concat([Buffer.from(`${label}\0`), ...parts]);

/** The text of an "aes128gcm" push body (RFC 8188, RFC 8291), decrypted with the browser's keys; throws if it is not one. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  if (body.readUInt32BE(16) < 18 || idLength !== 65 || sealed.length < 17) {
    throw new Error('Not an aes128gcm header');
  }
  const shared = keys.ecdh.computeSecret(serverKey);
  const inputKey = Buffer.from(
    hkdfSync('sha256', shared, keys.auth, info('WebPush: info', keys.p256dh, serverKey), 32),
  );
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('No last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Why a VAPID Authorization header (RFC 8292) does not hold for `audience` now, or null when it does. */
export function vapidProblem(
  authorization: string | undefined,
  audience: string,
  nowSeconds: number,
): string | null {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return `not a VAPID header: ${authorization}`;
  const [, header, payload, signature, key] = match as unknown as [string, string, string, string, string];
  const publicKey = Buffer.from(key, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4) return 'k is not an uncompressed P-256 key';
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: publicKey.subarray(1, 33).toString('base64url'),
    y: publicKey.subarray(33).toString('base64url'),
  };
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the ES256 signature does not verify with k';
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') return `alg is ${head.alg}`;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) return `aud is ${claims.aud}, not ${audience}`;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600) {
    return `exp ${claims.exp} is not within a day of now (${nowSeconds})`;
  }
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return `sub is ${claims.sub}`;
  return null;
}
