// The session remembers risk: through POST /chat/ and generate with one session token, an earlier
// self-harm verdict turns a later time or goodbye into crisis, a crisis keeps resources shown for the rest
// of the session, and the session row stores levels and categories, never the words.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { bearer, call, postJson } from './helpers/http';

interface ChatAnswer {
  reply: string;
  safety: { level: string; categories: string[]; show_crisis_resources: boolean };
  crisis_resources_url?: string;
}

const IDEATION = "I don't want to be here anymore.";
const TIME = "tonight's the night";

async function startSession(access: string): Promise<string> {
  const res = await call('POST', '/liveavatar/session/', undefined, { headers: bearer(access) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { session_token: string }).session_token;
}

async function chat(access: string, message: string, sessionToken?: string): Promise<ChatAnswer> {
  const body = sessionToken === undefined ? { message } : { message, session_token: sessionToken };
  const res = await postJson('/chat/', body, { headers: bearer(access) });
  expect(res.status).toBe(200);
  return (await res.json()) as ChatAnswer;
}

async function storedHistory(userId: number): Promise<string | null> {
  const row = await env.DB.prepare('SELECT risk_history FROM video_sessions WHERE user_id = ?')
    .bind(userId)
    .first<{ risk_history: string | null }>();
  return row?.risk_history ?? null;
}

describe('a session with an earlier self-harm verdict', () => {
  it('reads a later time as crisis, with resources, where the same message alone is not', async () => {
    const user = await createUserAndLogin();
    const alone = await chat(user.access, TIME);
    expect(alone.safety.level).not.toBe('crisis');
    expect(alone.safety.show_crisis_resources).toBe(false);

    const token = await startSession(user.access);
    const first = await chat(user.access, IDEATION, token);
    expect(first.safety).toMatchObject({ level: 'elevated', show_crisis_resources: true });
    const later = await chat(user.access, TIME, token);
    expect(later.safety).toEqual({
      level: 'crisis',
      categories: ['distress', 'self_harm', 'crisis_cue'],
      show_crisis_resources: true,
    });
    expect(later.crisis_resources_url).toMatch(/\/api\/v1\/crisis-resources\/?/);
  });

  it('carries the same memory across generate and chat in one session', async () => {
    const user = await createUserAndLogin();
    const token = await startSession(user.access);
    const generated = await postJson(
      '/liveavatar/generate/',
      { message: IDEATION, session_token: token },
      { headers: bearer(user.access) },
    );
    expect(generated.status).toBeLessThan(300);
    expect(((await generated.json()) as ChatAnswer).safety.level).toBe('elevated');
    const bye = await chat(user.access, 'ok bye everyone', token);
    expect(bye.safety.level).toBe('crisis');
  });

  it('keeps resources shown after a crisis, at the later message’s own level', async () => {
    const user = await createUserAndLogin();
    const token = await startSession(user.access);
    expect((await chat(user.access, "I'm going to kill myself tonight.", token)).safety.level).toBe('crisis');
    const after = await chat(user.access, 'I made pasta for dinner.', token);
    expect(after.safety.level).toBe('none');
    expect(after.safety.show_crisis_resources).toBe(true);
    expect(after.crisis_resources_url).toBeDefined();
  });

  it('does not keep resources on in another session of the same user', async () => {
    const user = await createUserAndLogin();
    const first = await startSession(user.access);
    await chat(user.access, "I'm going to kill myself tonight.", first);
    const second = await startSession(user.access);
    const fresh = await chat(user.access, 'I made pasta for dinner.', second);
    expect(fresh.safety.show_crisis_resources).toBe(false);
    expect(fresh.crisis_resources_url).toBeUndefined();
  });
});

describe('what the session stores', () => {
  it('keeps one level and its categories per message, never the words', async () => {
    const user = await createUserAndLogin();
    const token = await startSession(user.access);
    await chat(user.access, IDEATION, token);
    await chat(user.access, TIME, token);
    const stored = await storedHistory(user.userId);
    expect(JSON.parse(stored ?? 'null')).toEqual([
      { level: 'elevated', categories: ['distress', 'self_harm'] },
      { level: 'crisis', categories: ['distress', 'self_harm', 'crisis_cue'] },
    ]);
    expect(stored).not.toMatch(/here|tonight|night/i);
  });

  it('ignores a stored history that is not a list of verdicts', async () => {
    const user = await createUserAndLogin();
    const token = await startSession(user.access);
    await env.DB.prepare('UPDATE video_sessions SET risk_history = ? WHERE user_id = ?')
      .bind('[{"level":"apocalyptic","categories":[]},"x",{}]', user.userId)
      .run();
    const answer = await chat(user.access, TIME, token);
    expect(answer.safety.level).not.toBe('crisis');
    expect(JSON.parse((await storedHistory(user.userId)) ?? 'null')).toHaveLength(1);
  });
});
