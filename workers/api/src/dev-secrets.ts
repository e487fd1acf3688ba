// The development secrets, as `.dev.vars.example` ships them (and `pnpm dev` copies them into
// `.dev.vars`). They are public in this repository, so every environment but development refuses them
// by value: a deploy that somehow carries one fails closed exactly as if the secret were missing. The
// code never falls back to them on its own; a test keeps this list equal to the example file.

export const DEV_SECRETS = {
  JWT_SIGNING_KEYS: 'dev-insecure:c29sYWNlLWRldmVsb3BtZW50LW9ubHktand0LWtleS1ub3Qtc2VjcmV0',
  PASSWORD_PEPPER: 'solace-development-only-pepper-not-secret',
  CLIP_SIGNING_KEY: 'solace-dev-clip-signing-key-not-for-deployment',
  DATA_ENCRYPTION_KEYS: 'dev-insecure:c29sYWNlLWRldmVsb3BtZW50LW9ubHktZGF0YS1rZXktbm90LXNlY3JldCE',
} as const;

/** The kid of the development keys (JWT, data): refused in any ring outside development, whatever its secret. */
export const DEV_KID = 'dev-insecure';

/** Only `ENVIRONMENT=development` (set by `.dev.vars`, never by wrangler.toml) accepts them. */
export function acceptsDevSecrets(environment: string): boolean {
  return environment === 'development';
}

/** True when `value` is, or (for a key ring) contains, one of the public development values. */
export function isDevSecret(name: keyof typeof DEV_SECRETS, value: string): boolean {
  const known = DEV_SECRETS[name];
  if (name !== 'JWT_SIGNING_KEYS' && name !== 'DATA_ENCRYPTION_KEYS') return value.trim() === known;
  const entries = value.split(',').map((entry) => entry.trim());
  const knownSecret = known.slice(known.indexOf(':') + 1);
  return entries.some(
    (entry) => entry === known || entry.startsWith(`${DEV_KID}:`) || entry.endsWith(`:${knownSecret}`),
  );
}
