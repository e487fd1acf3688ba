/** Placeholder: replaced by the liveavatar routes. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const liveavatar = new Hono<AppEnv>();
