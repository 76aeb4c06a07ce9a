import { describe, expect, it } from 'vitest';
import { endpointProblem } from './push-endpoint';

describe('endpointProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGx5Zm9v',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    'https://push.example.co.uk:8443/send/1',
  ])("sends to a push service's public https host: %s", (endpoint) => {
    expect(endpointProblem(endpoint, false)).toBeNull();
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x', 'https://'],
    ['another scheme', 'ftp://fcm.googleapis.com/x', 'https://'],
    ['no scheme', 'fcm.googleapis.com/fcm/send/x', 'https://'],
    ['an IPv4 address', 'https://10.0.0.8/push', 'public host'],
    ['a public IPv4 address', 'https://142.250.180.10/push', 'public host'],
    ['an IPv6 address', 'https://[::1]/push', 'public host'],
    ['localhost', 'https://localhost/push', 'public host'],
    ['a name under localhost', 'https://push.localhost/push', 'public host'],
    ['a single label', 'https://intranet/push', 'public host'],
    ['a private suffix', 'https://push.corp.internal/x', 'public host'],
    ['mDNS', 'https://printer.local/x', 'public host'],
    ['credentials', 'https://user:pass@fcm.googleapis.com/x', 'https://'],
    ['a port out of range', 'https://fcm.googleapis.com:70000/x', 'port'],
    ['loopback http without the test setting', 'http://127.0.0.1:9000/push/1', 'https://'],
    ['too long', `https://fcm.googleapis.com/${'x'.repeat(2048)}`, 'too long'],
  ])('refuses %s', (_case, endpoint, says) => {
    expect(endpointProblem(endpoint, false)).toContain(says);
  });

  it('allows http on 127.0.0.1 with a port only when tests ask for it', () => {
    expect(endpointProblem('http://127.0.0.1:9000/push/1', true)).toBeNull();
    expect(endpointProblem('http://127.0.0.1/push/1', true)).not.toBeNull();
    expect(endpointProblem('http://localhost:9000/push/1', true)).not.toBeNull();
    expect(endpointProblem('http://10.0.0.8:9000/push/1', true)).not.toBeNull();
  });
});
