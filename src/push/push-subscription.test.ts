import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { base64Url } from './bytes';
import { readPushSubscription } from './push-subscription';

const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
const p256dh = base64Url(p256.getPublicKey(p256.utils.randomSecretKey(), false));
const auth = base64Url(new Uint8Array(16).fill(7));

describe('readPushSubscription', () => {
  it("keeps a browser's PushSubscription JSON", () => {
    expect(readPushSubscription({ endpoint, expirationTime: null, keys: { p256dh, auth } }, false)).toEqual({
      subscription: { endpoint, p256dh, auth },
    });
  });

  it.each([
    ['no body', null, 'PushSubscription'],
    ['a list', [endpoint], 'PushSubscription'],
    ['no keys', { endpoint }, 'PushSubscription'],
    ['a number for the endpoint', { endpoint: 5, keys: { p256dh, auth } }, 'PushSubscription'],
    ['an http endpoint', { endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh, auth } }, 'https://'],
    ['a compressed key', { endpoint, keys: { p256dh: p256dh.slice(0, 44), auth } }, 'p256dh'],
    ['a key off the curve', { endpoint, keys: { p256dh: `BA${'A'.repeat(85)}`, auth } }, 'p256dh'],
    ['a key that is not base64url', { endpoint, keys: { p256dh: `${p256dh.slice(1)}!`, auth } }, 'p256dh'],
    ['a short auth secret', { endpoint, keys: { p256dh, auth: 'AAAA' } }, 'auth'],
  ])('says what is wrong with %s', (_case, body, says) => {
    const reading = readPushSubscription(body, false);
    expect('problem' in reading && reading.problem).toContain(says);
  });
});
