/** Placeholder: replaced by the accounts routes. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const accounts = new Hono<AppEnv>();
