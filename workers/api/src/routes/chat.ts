/** Placeholder: replaced by the chat routes. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const chat = new Hono<AppEnv>();
