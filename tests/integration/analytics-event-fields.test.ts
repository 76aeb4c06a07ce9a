import { describe, expect, it } from 'vitest';
import { loadHookModule } from '../support/hook-module';

interface UserAgentFamilies {
  familiesOf(userAgent: string | undefined): { device: string; browser: string; os: string };
}

const { familiesOf } = loadHookModule<UserAgentFamilies>('user-agent-families.js');

// Real user agents of current browsers: each says more than its own name.
const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  crawler: 'curl/8.5.0',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('the device class and the browser and system families of a user agent', () => {
  it.each([
    ['chromeWindows', 'desktop', 'Chrome', 'Windows'],
    ['edgeWindows', 'desktop', 'Edge', 'Windows'],
    ['safariMac', 'desktop', 'Safari', 'macOS'],
    ['firefoxLinux', 'desktop', 'Firefox', 'Linux'],
    ['chromeIphone', 'mobile', 'Chrome', 'iOS'],
    ['samsungAndroid', 'mobile', 'Samsung Internet', 'Android'],
    ['operaAndroid', 'mobile', 'Opera', 'Android'],
    ['chromebook', 'desktop', 'Chrome', 'ChromeOS'],
    ['crawler', 'desktop', 'Other', 'Other'],
    ['ipad', 'tablet', 'Safari', 'iOS'],
    ['androidTablet', 'tablet', 'Chrome', 'Android'],
  ] as const)('reads %s as a %s on %s and %s, with no version', (agent, device, browser, os) => {
    expect(familiesOf(AGENTS[agent])).toEqual({ device, browser, os });
  });

  it('reads a request without a user agent as a desktop of no known family', () => {
    expect(familiesOf(undefined)).toEqual({ device: 'desktop', browser: 'Other', os: 'Other' });
  });
});
