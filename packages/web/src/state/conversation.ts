/**
 * The conversation kept by the client (the API keeps none): the user's messages and each reply's state,
 * from "replying" through "preparing the video" (a queued clip, polled) to a clip, or text when video is
 * unavailable. A message in a language the safety layer does not read gets a notice after its reply that
 * offers the international crisis lines. It lives for the tab and is cleared when someone else signs in.
 */
import { useEffect, useState } from 'preact/hooks';
import { sendMessage, waitForVideo } from '../api/conversation';
import { messageOf } from '../api/problem';
import type { ClientSafety } from '../api/types';
import { noteSafety } from './crisis';

export type Turn =
  | { id: number; role: 'user'; text: string }
  | { id: number; role: 'reply'; state: 'pending' }
  | { id: number; role: 'reply'; state: 'queued'; transcript: string }
  | { id: number; role: 'reply'; state: 'video'; transcript: string; videoUrl: string; fresh: boolean }
  | { id: number; role: 'reply'; state: 'text'; text: string; notice: string }
  | { id: number; role: 'reply'; state: 'error'; message: string }
  | { id: number; role: 'notice'; resourcesUrl: string };

let turns: Turn[] = [];
let owner: number | null = null;
let nextId = 1;
const listeners = new Set<(turns: Turn[]) => void>();
const polls = new AbortController();

function publish(): void {
  for (const listener of listeners) listener(turns);
}

function replace(id: number, turn: Turn): void {
  turns = turns.map((t) => (t.id === id ? turn : t));
  publish();
}

export function claimConversation(userId: number): void {
  if (owner === userId) return;
  owner = userId;
  turns = [];
  publish();
}

export function markSeen(id: number): void {
  const turn = turns.find((t) => t.id === id);
  if (turn?.role === 'reply' && turn.state === 'video' && turn.fresh) replace(id, { ...turn, fresh: false });
}

/** After the reply `afterId`: the notice for a message the safety layer could not read in its language. */
function noteCoverage(safety: ClientSafety, url: string | undefined, afterId: number): void {
  if (safety.coverage !== 'none' || url === undefined) return;
  const at = turns.findIndex((t) => t.id === afterId) + 1;
  const notice: Turn = { id: nextId++, role: 'notice', resourcesUrl: url };
  turns = [...turns.slice(0, at), notice, ...turns.slice(at)];
  publish();
}

export async function say(text: string): Promise<void> {
  turns = [...turns, { id: nextId++, role: 'user', text }];
  const id = nextId++;
  turns = [...turns, { id, role: 'reply', state: 'pending' }];
  publish();
  try {
    const outcome = await sendMessage(text);
    if (outcome.kind === 'text') {
      noteSafety(outcome.safety, outcome.crisisResourcesUrl);
      const notice = 'Video is unavailable right now, so this reply is text.';
      replace(id, { id, role: 'reply', state: 'text', text: outcome.reply, notice });
      noteCoverage(outcome.safety, outcome.crisisResourcesUrl, id);
      return;
    }
    const { answer } = outcome;
    noteSafety(answer.safety, answer.crisis_resources_url);
    noteCoverage(answer.safety, answer.crisis_resources_url, id);
    if (answer.status === 'ready') {
      replace(id, {
        id,
        role: 'reply',
        state: 'video',
        transcript: answer.transcript,
        videoUrl: answer.video_url,
        fresh: true,
      });
      return;
    }
    replace(id, { id, role: 'reply', state: 'queued', transcript: answer.transcript });
    const status = await waitForVideo(answer.video_id, polls.signal);
    if (status.status === 'ready' && status.video_url) {
      replace(id, {
        id,
        role: 'reply',
        state: 'video',
        transcript: status.transcript,
        videoUrl: status.video_url,
        fresh: true,
      });
    } else {
      const notice = 'The video could not be made, so this reply is text.';
      replace(id, { id, role: 'reply', state: 'text', text: status.transcript, notice });
    }
  } catch (error) {
    replace(id, { id, role: 'reply', state: 'error', message: messageOf(error) });
  }
}

export function useConversation(): Turn[] {
  const [value, setValue] = useState(turns);
  useEffect(() => {
    listeners.add(setValue);
    setValue(turns);
    return () => {
      listeners.delete(setValue);
    };
  }, []);
  return value;
}
