/**
 * The request fields of generate and the video session; chat reuses the message, session and history
 * fields.
 * The message is cleaned before it is measured: control characters go (they break captions and TTS and
 * can hide text from reviewers), tabs become spaces, line breaks stay as `\n`, then the ends are trimmed.
 * Length is counted in characters (code points), as DRF counts them, not UTF-16 units.
 */
import { z } from '@hono/zod-openapi';
import { optionalString } from '../http/fields';

export const MESSAGE_MAX_CHARS = 2000;

const REQUIRED = 'This field is required.';
const BLANK = 'This field may not be blank.';
const TOO_LONG = `Ensure this field has no more than ${MESSAGE_MAX_CHARS} characters.`;

export function cleanMessage(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // Every C0/C1 control except the line feed we just normalised to; DEL included.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '')
      .trim()
  );
}

export const messageField = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Not a valid string.') })
  .transform(cleanMessage)
  .pipe(
    z
      .string()
      .min(1, BLANK)
      .refine((v) => [...v].length <= MESSAGE_MAX_CHARS, TOO_LONG),
  )
  .openapi({
    type: 'string',
    maxLength: MESSAGE_MAX_CHARS,
    description:
      `What the user said: at most ${MESSAGE_MAX_CHARS} characters once control characters are ` +
      'removed and the ends trimmed.',
  });

export const HISTORY_MAX_TURNS = 12;
export const HISTORY_MAX_CHARS = 4000;

/*
 * The optional `history` of generate and chat: the last turns of the conversation as the client keeps it
 * (the spec leaves history to the client). Context for the reply writer and the safety layer only:
 * validated like every field, never stored, logged or echoed back.
 */
const TurnSchema = z
  .object({
    role: z.enum(['user', 'assistant'], { error: 'Expected "user" or "assistant".' }),
    text: z.string({ error: 'Not a valid string.' }).transform(cleanMessage).pipe(z.string().min(1, BLANK)),
  })
  .strict();

const chars = (text: string) => [...text].length;

export const historyField = z
  .array(TurnSchema, { error: 'Expected a list of turns.' })
  .max(HISTORY_MAX_TURNS, `Ensure this field has no more than ${HISTORY_MAX_TURNS} turns.`)
  .refine(
    (turns) => turns.reduce((sum, turn) => sum + chars(turn.text), 0) <= HISTORY_MAX_CHARS,
    `Ensure the turns have no more than ${HISTORY_MAX_CHARS} characters in all.`,
  )
  .optional()
  .openapi({
    description:
      `The conversation so far, oldest first: at most ${HISTORY_MAX_TURNS} turns and ` +
      `${HISTORY_MAX_CHARS} characters in all. The reply refers back to it and repeats none of its ` +
      'replies; the safety check reads its user turns. Never stored.',
    example: [
      { role: 'user', text: 'My boss yelled at me in front of the team today.' },
      { role: 'assistant', text: 'That sounds humiliating. What has stayed with you most?' },
    ],
  });

/** Session tokens are 43 base64url characters; anything far longer is not one of ours. */
export const sessionTokenField = optionalString({ maxLength: 128 }).openapi({
  description: 'From POST /liveavatar/session/: keeps the avatar, voice and recent replies.',
});

const avatarIdField = optionalString({ maxLength: 64 }).openapi({
  description: "One of GET /liveavatar/avatars/ ids; defaults to the session's, then the catalog default.",
});
const voiceIdField = optionalString({ maxLength: 64 }).openapi({
  description: 'One of GET /liveavatar/avatars/ voice ids; defaults like avatar_id.',
});

export const GenerateSchema = z
  .object({
    message: messageField,
    session_token: sessionTokenField,
    history: historyField,
    avatar_id: avatarIdField,
    voice_id: voiceIdField,
  })
  .openapi('GenerateRequest', {
    example: { message: 'Work has been stressful this week.', avatar_id: 'maya' },
  });

export const SessionSchema = z
  .object({
    avatar_id: avatarIdField,
    voice_id: voiceIdField,
  })
  .openapi('SessionRequest', { example: { avatar_id: 'maya', voice_id: 'warm' } });
