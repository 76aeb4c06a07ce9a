import { describe, expect, it } from 'vitest';
import { adminPasswordLine } from './admin-password-line';

const fromEnvironment = { email: 'owner@example.com', password: 'from-env-1', generated: false };
const generated = { email: 'admin@example.com', password: 'generated-2', generated: true };

describe('adminPasswordLine', () => {
  it('shows a generated password, and says where it is kept', () => {
    expect(adminPasswordLine(generated, 'unchanged', '/data')).toBe(
      'generated-2  (generated for local use, kept in /data/local-admin.json)',
    );
  });

  it('never prints a password from the environment', () => {
    expect(adminPasswordLine(fromEnvironment, 'applied', '/data')).toBe('(from ADMIN_PASSWORD)');
  });

  it('says when a password set by a reset stands, rather than a password that no longer works', () => {
    expect(adminPasswordLine(generated, 'kept', '/data')).not.toContain('generated-2');
    expect(adminPasswordLine(generated, 'kept', '/data')).toContain('password reset');
    expect(adminPasswordLine(fromEnvironment, 'kept', '/data')).toContain(
      'change it to replace that password',
    );
  });

  it('says when the environment’s password is too weak to apply, without printing it', () => {
    const weak = { ...fromEnvironment, password: 'qwertyuiop' };
    expect(adminPasswordLine(weak, 'refused', '/data')).toMatch(/^not applied: ADMIN_PASSWORD is too weak/);
    expect(adminPasswordLine(weak, 'refused', '/data')).not.toContain('qwertyuiop');
  });
});
