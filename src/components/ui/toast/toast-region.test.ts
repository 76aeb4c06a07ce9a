import components from 'react-aria-components/package.json';
import { describe, expect, it } from 'vitest';
import manifest from '../../../../package.json';

describe('the toast region', () => {
  // It tells react-aria-components' toasts where to go through react-aria's portal context:
  // a second copy of react-aria would have a context of its own, and the toasts would not hear it.
  it('names the very react-aria that react-aria-components is built on', () => {
    expect(manifest.dependencies['react-aria']).toBe(components.dependencies['react-aria']);
  });
});
