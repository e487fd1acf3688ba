// bcrypt with an HMAC pre-hash: round trip, long passwords, cost upgrades and the dummy check.
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { dummyVerify, hashPassword, PASSWORD_HASH_PREFIX, storedCost, verifyPassword } from '../src/password';

const OPTIONS = { pepper: 'test-pepper-0123456789abcdef0123456789', cost: 4 };

describe('password hashing', () => {
  it('hashes with the prefix and the configured cost, and verifies', async () => {
    const stored = await hashPassword('correct horse battery', OPTIONS);
    expect(stored.startsWith(PASSWORD_HASH_PREFIX)).toBe(true);
    expect(storedCost(stored)).toBe(4);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', stored, OPTIONS)).toEqual({
      ok: true,
      needsRehash: false,
    });
    expect(await verifyPassword('correct horse batterY', stored, OPTIONS)).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it('does not collide on passwords sharing their first 72 bytes', async () => {
    const base = 'x'.repeat(80);
    // Plain bcrypt would truncate: prove that the pre-hash is what keeps them apart.
    expect(bcrypt.compareSync(`${base}B`, bcrypt.hashSync(`${base}A`, 4))).toBe(true);
    const stored = await hashPassword(`${base}A`, OPTIONS);
    expect((await verifyPassword(`${base}A`, stored, OPTIONS)).ok).toBe(true);
    expect((await verifyPassword(`${base}B`, stored, OPTIONS)).ok).toBe(false);
    expect((await verifyPassword(base.slice(0, 72), stored, OPTIONS)).ok).toBe(false);
  });

  it('depends on the pepper', async () => {
    const stored = await hashPassword('correct horse battery', OPTIONS);
    const other = { ...OPTIONS, pepper: 'another-pepper-0123456789abcdef012345' };
    expect((await verifyPassword('correct horse battery', stored, other)).ok).toBe(false);
  });

  it('asks for a rehash only after a successful check against a lower cost', async () => {
    const stored = await hashPassword('correct horse battery', OPTIONS);
    const higher = { ...OPTIONS, cost: 5 };
    expect(await verifyPassword('correct horse battery', stored, higher)).toEqual({
      ok: true,
      needsRehash: true,
    });
    expect(await verifyPassword('wrong password here', stored, higher)).toEqual({
      ok: false,
      needsRehash: false,
    });
    const upgraded = await hashPassword('correct horse battery', higher);
    expect(storedCost(upgraded)).toBe(5);
    expect(await verifyPassword('correct horse battery', upgraded, higher)).toEqual({
      ok: true,
      needsRehash: false,
    });
  });

  it('refuses unusable stored hashes without throwing', async () => {
    expect(storedCost('pbkdf2_sha256$...')).toBeNull();
    expect(storedCost(`${PASSWORD_HASH_PREFIX}garbage`)).toBeNull();
    expect(await verifyPassword('anything goes', `${PASSWORD_HASH_PREFIX}garbage`, OPTIONS)).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it('dummyVerify always fails and does a bcrypt compare at the configured cost', async () => {
    expect(await dummyVerify('whatever password', OPTIONS)).toBe(false);
    // Same order of work as a real check: a cost-8 dummy is clearly slower than cost 4.
    await dummyVerify('warm up', { ...OPTIONS, cost: 8 });
    const started = performance.now();
    await dummyVerify('whatever password', { ...OPTIONS, cost: 8 });
    const slow = performance.now() - started;
    const startedFast = performance.now();
    await dummyVerify('whatever password', OPTIONS);
    expect(performance.now() - startedFast).toBeLessThan(slow);
  });

  it('rejects costs outside the supported range', async () => {
    await expect(hashPassword('correct horse battery', { ...OPTIONS, cost: 3 })).rejects.toThrow(RangeError);
    await expect(hashPassword('correct horse battery', { ...OPTIONS, cost: 16 })).rejects.toThrow(RangeError);
  });
});
