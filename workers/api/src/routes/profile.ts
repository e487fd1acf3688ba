// GET /profile: the signed-in user's account, in the same shape signup returns.

import { Hono } from 'hono';
import { requireAuth } from '../auth/require-auth';
import type { AppEnv } from '../env';

export const profile = new Hono<AppEnv>();

profile.get('/profile', requireAuth, (c) => {
  const user = c.var.user;
  return c.json({
    id: user.id,
    email: user.email,
    name: user.name,
    profile_picture: user.profilePicture,
    date_joined: user.dateJoined.toISOString(),
  });
});
