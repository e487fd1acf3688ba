/**
 * The request fields of generate and the video session; chat reuses the message and session fields.
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
