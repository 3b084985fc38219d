import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, weakPasswordReason } from './passwords';

describe('weakPasswordReason', () => {
  it.each(['password', 'Password1', '12345678', 'iloveyou', 'qwertyuiop'])('refuses the common %s', (password) => {
    expect(weakPasswordReason(password, 'sam')).toMatch(/most common/);
  });
  it('refuses a password containing the username', () => {
    expect(weakPasswordReason('my-name-is-samwise', 'Samwise')).toMatch(/username/);
  });
  it('refuses one repeated character', () => {
    expect(weakPasswordReason('zzzzzzzzzzzz', 'sam')).toMatch(/repeated/);
  });
  it.each(['abcdefgh', 'letmein!', 'rise1234', 'Summer2026', 'Winter2025!', 'iloveyou123'])('refuses %s, easy to guess', (password) => {
    expect(weakPasswordReason(password, 'sam')).not.toBeNull();
  });
  it('counts the display name as easy to guess', () => {
    expect(weakPasswordReason('Jordanna2026', 'sam', 'Jordanna')).not.toBeNull();
  });
  it.each(['correct horse battery', 'a sunny afternoon', 'trombone-lantern-9'])('accepts %s', (password) => {
    expect(weakPasswordReason(password, 'sam')).toBeNull();
  });
  it('accepts a passphrase', () => {
    expect(weakPasswordReason('purple otters juggle', 'sam')).toBeNull();
  });
});

describe('hashing', () => {
  it('stores argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('purple otters juggle');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'purple otters juggle')).toBe(true);
    expect(await verifyPassword(hash, 'purple otters juggle!')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });
});
