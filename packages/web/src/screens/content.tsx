/** One library item: its text, an exercise's timed steps, and the narration as an avatar clip on request. */
import { useState } from 'preact/hooks';
import { waitForVideo } from '../api/conversation';
import { contentClip, getContent, KIND_LABELS } from '../api/library';
import { ApiProblem, messageOf } from '../api/problem';
import { Link } from '../ui/link';
import { Markdown } from '../ui/markdown';
import { ReplyVideo } from '../ui/reply-video';
import { Screen } from '../ui/screen';
import { ErrorNotice, Loading } from '../ui/status';
import { useLoad } from '../ui/use-load';

type Clip =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; url: string; transcript: string }
  | { state: 'text'; transcript: string }
  | { state: 'error'; message: string };

function duration(seconds: number): string {
  return seconds >= 60 ? `${Math.round(seconds / 60)} min` : `${seconds} s`;
}

export function ContentScreen({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const item = useLoad(() => getContent(slug), [slug]);
  const [clip, setClip] = useState<Clip>({ state: 'idle' });

  async function narrate() {
    setClip({ state: 'loading' });
    try {
      let answer = await contentClip(slug);
      if (answer.status !== 'ready') {
        const status = await waitForVideo(answer.video_id, new AbortController().signal);
        if (status.status !== 'ready' || !status.video_url) throw new Error('failed');
        answer = { ...answer, video_url: status.video_url, status: 'ready' };
      }
      setClip({ state: 'ready', url: answer.video_url, transcript: answer.transcript });
    } catch (e) {
      const transcript = e instanceof ApiProblem && e.code === 'video_unavailable' ? e.body.transcript : null;
      if (typeof transcript === 'string') setClip({ state: 'text', transcript });
      else setClip({ state: 'error', message: messageOf(e) });
    }
  }

  const data = item.data;
  return (
    <Screen title={data?.title ?? 'Library'}>
      <p class="aside">
        <Link href="/library">Back to the library</Link>
      </p>
      {item.loading && !data && <Loading />}
      {item.error && <ErrorNotice message={item.error} onRetry={item.reload} />}
      {data && (
        <article class="card stack">
          <p class="kind">
            {KIND_LABELS[data.kind]} · {data.minutes} min
          </p>
          <Markdown source={data.body_markdown} />
          {data.steps && data.steps.length > 0 && (
            <section aria-labelledby="steps-title">
              <h2 id="steps-title">Steps</h2>
              <ol class="steps">
                {data.steps.map((step, i) => (
                  <li key={i}>
                    {step.text}
                    <span class="step-time"> ({duration(step.seconds)})</span>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <section aria-labelledby="narration-title">
            <h2 id="narration-title">Listen</h2>
            {clip.state === 'idle' && (
              <button type="button" class="secondary" onClick={() => void narrate()}>
                Play narration
              </button>
            )}
            {clip.state === 'loading' && <Loading label="Preparing the narration…" />}
            {clip.state === 'error' && <ErrorNotice message={clip.message} onRetry={() => void narrate()} />}
            {clip.state === 'ready' && (
              <ReplyVideo src={clip.url} transcript={clip.transcript} label={`Narration of ${data.title}`} />
            )}
          </section>
        </article>
      )}
    </Screen>
  );
}
