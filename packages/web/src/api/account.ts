/** Sign-up, login, logout, the profile and the rest of the account's life cycle. */
import { ApiProblem, unwrap } from './problem';
import { api, client, setSession, tokens } from './session';
import type { TokenPair } from './tokens';
import type { Profile } from './types';

export async function signUp(body: {
  email: string;
  name: string;
  password: string;
  confirm_password: string;
}): Promise<Profile> {
  return unwrap<Profile>(client.signup(body));
}

export async function logIn(email: string, password: string): Promise<Profile> {
  await unwrap<TokenPair>(client.login(email, password));
  const profile = await getProfile();
  setSession({ kind: 'signed-in', profile });
  return profile;
}

export async function logOut(): Promise<void> {
  await client.logout();
  setSession({ kind: 'signed-out', notice: 'You have logged out.' });
}

export function getProfile(): Promise<Profile> {
  return unwrap<Profile>(api.GET('/api/v1/profile/'));
}

/**
 * On start: a refresh token left in this tab's storage signs the user back in, if it still works. The
 * access token was only in memory, so the first step is a refresh (the client refreshes on its own only
 * for requests sent with an access token).
 */
export async function resumeSession(): Promise<void> {
  const refresh = tokens.get().refresh;
  if (refresh === null) {
    setSession({ kind: 'signed-out' });
    return;
  }
  try {
    const pair = await unwrap<{ access: string; refresh?: string }>(
      api.POST('/api/v1/refresh/', { body: { refresh } }),
    );
    tokens.set({ access: pair.access, refresh: pair.refresh ?? refresh });
    setSession({ kind: 'signed-in', profile: await getProfile() });
  } catch (error) {
    if (error instanceof ApiProblem && (error.status === 401 || error.status === 400)) tokens.clear();
    setSession({ kind: 'signed-out' });
  }
}

export async function updateProfile(body: {
  name?: string;
  timezone?: string | null;
  country?: string | null;
}): Promise<Profile> {
  const profile = await unwrap<Profile>(api.PATCH('/api/v1/profile/', { body }));
  setSession({ kind: 'signed-in', profile });
  return profile;
}

export async function uploadPicture(file: File): Promise<Profile> {
  const profile = await unwrap<Profile>(
    api.PUT('/api/v1/profile/picture/', {
      // The document types the raw image body as a binary string; the file's bytes are sent as they are.
      body: file as unknown as string,
      bodySerializer: () => file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    }),
  );
  setSession({ kind: 'signed-in', profile });
  return profile;
}

export async function removePicture(): Promise<void> {
  await unwrap<unknown>(api.DELETE('/api/v1/profile/picture/'));
}

export async function changePassword(body: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}): Promise<void> {
  // A new login: every other session of the account ends, this one carries on with the new tokens.
  tokens.set(await unwrap<TokenPair>(api.POST('/api/v1/password/change/', { body })));
}

export async function requestPasswordReset(email: string): Promise<void> {
  await unwrap<unknown>(api.POST('/api/v1/password/reset/', { body: { email } }));
}

export async function confirmPasswordReset(body: {
  token: string;
  new_password: string;
  confirm_password: string;
}): Promise<void> {
  await unwrap<unknown>(api.POST('/api/v1/password/reset/confirm/', { body }));
}

export async function exportData(): Promise<Blob> {
  return unwrap<Blob>(api.GET('/api/v1/profile/export/', { parseAs: 'blob' }));
}

export async function deleteAccount(password: string): Promise<void> {
  await unwrap<unknown>(api.DELETE('/api/v1/profile/', { body: { password } }));
  tokens.clear();
  setSession({ kind: 'signed-out', notice: 'Your account and everything stored with it have been deleted.' });
}
