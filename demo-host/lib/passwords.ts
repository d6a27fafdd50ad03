/** Password hashing with node:crypto scrypt: `scrypt$<salt hex>$<hash hex>`. */
import crypto from 'node:crypto';

const KEY_LENGTH = 32;

export function hashPassword(password: string, salt = crypto.randomBytes(16)): string {
  const hash = crypto.scryptSync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = crypto.scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return crypto.timingSafeEqual(expected, actual);
}

const seedHashes = new Map<string, string>();

/**
 * The hash the seed gives every account with this password: computed once per process and
 * password (scrypt is about 95 % of a seed's time), so all seeded accounts share one salt. Only
 * for the demo's seeded accounts; accounts made through the API or the forms get their own salt.
 */
export function seedPasswordHash(password: string): string {
  let hash = seedHashes.get(password);
  if (!hash) seedHashes.set(password, (hash = hashPassword(password)));
  return hash;
}
