import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createConfigReader } from '../src/worker-config';

const getConfig = createConfigReader(
  z.object({ TTL_SECONDS: z.coerce.number().int().positive(), API_KEY: z.string().min(1) }),
  'test',
);

describe('createConfigReader', () => {
  it('parses the vars once per env object', () => {
    const env = { TTL_SECONDS: '30', API_KEY: 'k' };
    const config = getConfig(env);
    expect(config).toEqual({ TTL_SECONDS: 30, API_KEY: 'k' });
    expect(getConfig(env)).toBe(config);
    expect(getConfig({ ...env })).not.toBe(config);
  });

  it('names the malformed vars without their values', () => {
    const read = () => getConfig({ TTL_SECONDS: 'soon', API_KEY: '' });
    expect(read).toThrow('Invalid test configuration: TTL_SECONDS, API_KEY');
    expect(read).not.toThrow(/soon/);
  });
});
