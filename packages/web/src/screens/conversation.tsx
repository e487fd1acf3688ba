/**
 * The home screen: the conversation as a list the user scrolls back through (new replies announced
 * politely), and the message box. Enter sends, Shift+Enter starts a new line.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { claimConversation, markSeen, say, type Turn, useConversation } from '../state/conversation';
import { showInternationalLines } from '../state/crisis';
import { useSession } from '../state/use-session';
import { ReplyVideo } from '../ui/reply-video';
import { Screen } from '../ui/screen';

const MAX_MESSAGE = 2000;

function ReplyBody({ turn }: { turn: Extract<Turn, { role: 'reply' }> }) {
  const transcriptId = `transcript-${turn.id}`;
  switch (turn.state) {
    case 'pending':
      return (
        <p class="progress-line" role="status">
          <span class="spinner" aria-hidden="true" />
          Solace is replying…
        </p>
      );
    case 'queued':
      return (
        <div class="reply-grid">
          <div class="video-slot preparing" role="status">
            <progress aria-label="Preparing the video" />
            <span>Preparing the video…</span>
          </div>
          <p class="transcript" id={transcriptId}>
            {turn.transcript}
          </p>
        </div>
      );
    case 'video':
      return (
        <div class="reply-grid">
          <ReplyVideo
            src={turn.videoUrl}
            transcript={turn.transcript}
            describedBy={transcriptId}
            autoPlay={turn.fresh}
          />
          <p class="transcript" id={transcriptId}>
            {turn.transcript}
          </p>
        </div>
      );
    case 'text':
      return (
        <div class="stack-sm">
          <p class="text-reply">{turn.text}</p>
          <p class="small-notice">{turn.notice}</p>
        </div>
      );
    case 'error':
      return (
        <p class="error-line" role="alert">
          {turn.message}
        </p>
      );
  }
}

/** For a message in a language the safety layer does not read: say so, and offer lines in many languages. */
function CoverageNotice({ turn }: { turn: Extract<Turn, { role: 'notice' }> }) {
  return (
    <p class="small-notice">
      Solace could not fully read the language of that message, so it may have missed how you are. If things
      are hard right now, people can listen in many languages.{' '}
      <button type="button" class="link-button" onClick={() => showInternationalLines(turn.resourcesUrl)}>
        Show crisis lines in many languages
      </button>
    </p>
  );
}

export function ConversationScreen() {
  const session = useSession();
  const turns = useConversation();
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const busy = turns.some((t) => t.role === 'reply' && t.state === 'pending');

  useEffect(() => {
    if (session.kind === 'signed-in') claimConversation(session.profile.id);
  }, [session]);

  useEffect(() => {
    const last = list.current?.lastElementChild;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    last?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
    // A clip starts on its own once, when it arrives; coming back to the screen does not replay it.
    for (const t of turns)
      if (t.role === 'reply' && t.state === 'video' && t.fresh) setTimeout(() => markSeen(t.id), 0);
  }, [turns]);

  const send = (event?: Event) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    void say(text);
  };

  return (
    <Screen title="Talk with Solace">
      <div class="conversation">
        {turns.length === 0 ? (
          <p class="empty">
            Say whatever is on your mind. Solace answers with a short video and its words written out beside
            it.
          </p>
        ) : null}
        <ol
          class="turns"
          ref={list}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
          tabIndex={0}
          aria-label="Conversation"
          aria-live="polite"
          aria-relevant="additions text"
        >
          {turns.map((turn) =>
            turn.role === 'user' ? (
              <li key={turn.id} class="turn user">
                <span class="visually-hidden">You said: </span>
                <p>{turn.text}</p>
              </li>
            ) : turn.role === 'notice' ? (
              <li key={turn.id} class="turn notice">
                <CoverageNotice turn={turn} />
              </li>
            ) : (
              <li key={turn.id} class="turn reply">
                <span class="visually-hidden">Solace: </span>
                <ReplyBody turn={turn} />
              </li>
            ),
          )}
        </ol>
        <form class="composer" onSubmit={send}>
          <label for="message">Message</label>
          <div class="composer-row">
            <textarea
              id="message"
              name="message"
              rows={2}
              maxLength={MAX_MESSAGE}
              value={draft}
              placeholder="How are you today?"
              onInput={(e) => setDraft((e.currentTarget as HTMLTextAreaElement).value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) send(e);
              }}
            />
            <button type="submit" disabled={busy || draft.trim() === ''}>
              Send
            </button>
          </div>
        </form>
      </div>
    </Screen>
  );
}
