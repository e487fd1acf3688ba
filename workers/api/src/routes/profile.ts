/** Placeholder: replaced by the profile routes. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const profile = new Hono<AppEnv>();
