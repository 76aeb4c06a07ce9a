import { describe, expect, it } from 'vitest';
import { defaultServiceImage, serviceImageFor } from './service-images';
import { SERVICE_IDS } from '@/definitions/services';

describe('serviceImageFor', () => {
  it.each(SERVICE_IDS)('gives %s its own illustration at 16:9', (id) => {
    const image = serviceImageFor(id);
    expect(image).not.toBe(defaultServiceImage);
    expect(image.src).not.toBe(defaultServiceImage.src);
    expect(image.alt).not.toBe('');
    expect([image.width, image.height]).toEqual([1200, 675]);
  });

  it('never shows one illustration for two services', () => {
    const sources = SERVICE_IDS.map((id) => serviceImageFor(id).src);
    expect(new Set(sources).size).toBe(SERVICE_IDS.length);
  });

  it.each(['local-seo', 'no-such-service', '', 'toString', 'constructor'])(
    'falls back to the default for %j',
    (id) => {
      expect(serviceImageFor(id)).toBe(defaultServiceImage);
    },
  );
});
