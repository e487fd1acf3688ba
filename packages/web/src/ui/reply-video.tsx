/**
 * One reply clip: the avatar's `<video>` with a captions track from the transcript (a WebVTT blob URL
 * made once the clip's duration is known, revoked when the clip goes away). The embedded renderer already
 * draws captions into the picture, so the track is loaded hidden rather than shown over them: it is in
 * the player's captions menu and in the media element's text tracks for assistive technology. New
 * replies start on their own unless the user prefers reduced motion; the controls are always there.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { buildVtt } from './vtt';

export interface ReplyVideoProps {
  src: string;
  transcript: string;
  describedBy?: string;
  autoPlay?: boolean;
  label?: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function ReplyVideo(props: ReplyVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // Decided when the clip first appears: the conversation marks it seen right after, which must not stop it.
  const [autoPlay] = useState(props.autoPlay === true && !prefersReducedMotion());

  const captions = useMemo(
    () =>
      duration === null
        ? null
        : URL.createObjectURL(new Blob([buildVtt(props.transcript, duration)], { type: 'text/vtt' })),
    [props.transcript, duration],
  );
  useEffect(() => {
    // `hidden` loads the cues without drawing them; `disabled` (no `default`) would not load them.
    if (captions && track.current) track.current.track.mode = 'hidden';
    return () => void (captions && URL.revokeObjectURL(captions));
  }, [captions]);

  const onMetadata = () => {
    const d = video.current?.duration;
    if (d !== undefined && Number.isFinite(d) && d > 0) setDuration(d);
    if (autoPlay) void video.current?.play().catch(() => undefined);
  };

  if (failed) {
    return <p class="notice info">The video could not be played. The reply is shown as text.</p>;
  }
  return (
    <video
      ref={video}
      class="reply-video"
      src={props.src}
      controls
      playsInline
      preload="auto"
      aria-label={props.label ?? 'Reply from Solace'}
      aria-describedby={props.describedBy}
      onLoadedMetadata={onMetadata}
      onError={() => setFailed(true)}
    >
      {/* A new element once the captions exist: a track loads its source when it is inserted. */}
      <track
        ref={track}
        key={captions ?? 'none'}
        kind="captions"
        srcLang="en"
        label="English"
        src={captions ?? undefined}
      />
    </video>
  );
}
