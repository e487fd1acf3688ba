/**
 * Reads and checks a picture upload before anything is stored. In order:
 * - the Content-Type must be image/jpeg, image/png or image/webp (parameters ignored), else 415;
 * - the body is read with a cap of 2 MB (a declared or actual size over it is a 413);
 * - the bytes must be a well-formed JPEG, PNG or WebP header (image-header.ts), else 400 image_invalid;
 * - the type the bytes show must be the declared one, else 415 image_type_mismatch: a client that labels
 *   a PNG as JPEG has a bug worth seeing, and what is served later always matches what was declared;
 * - width and height must be 1–4096, else 400 image_dimensions_too_large.
 */
import { ERROR_CODES } from '@solace/contracts';
import { readCapped } from '@solace/providers';
import { ApiError } from '../http/api-error';
import { IMAGE_TYPES, type ImageHeader, type ImageType, readImageHeader } from './image-header';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const MAX_PICTURE_SIDE = 4096;

export interface PictureUpload extends ImageHeader {
  bytes: Uint8Array;
}

export function pictureTooLarge(): ApiError {
  return new ApiError(
    413,
    ERROR_CODES.PAYLOAD_TOO_LARGE,
    `The picture exceeds ${MAX_PICTURE_BYTES} bytes (2 MB).`,
  );
}

function declaredType(contentType: string | undefined): ImageType {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = IMAGE_TYPES.find((t) => t === type);
  if (known !== undefined) return known;
  throw new ApiError(
    415,
    ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    contentType === undefined
      ? 'Send the picture as image/jpeg, image/png or image/webp.'
      : `Unsupported media type "${contentType.slice(0, 100)}": send image/jpeg, image/png or image/webp.`,
  );
}

export async function readPictureUpload(request: Request): Promise<PictureUpload> {
  const declared = declaredType(request.headers.get('content-type') ?? undefined);
  if (Number(request.headers.get('content-length') ?? '0') > MAX_PICTURE_BYTES) throw pictureTooLarge();
  const bytes = request.body === null ? new Uint8Array() : await readCapped(request.body, MAX_PICTURE_BYTES);
  if (bytes === 'too_large') throw pictureTooLarge();

  const header = readImageHeader(bytes);
  if (header === null) {
    throw new ApiError(400, ERROR_CODES.IMAGE_INVALID, 'The body is not a valid JPEG, PNG or WebP image.');
  }
  if (header.type !== declared) {
    throw new ApiError(
      415,
      ERROR_CODES.IMAGE_TYPE_MISMATCH,
      `The body is ${header.type} but was sent as ${declared}.`,
    );
  }
  if (header.width > MAX_PICTURE_SIDE || header.height > MAX_PICTURE_SIDE) {
    throw new ApiError(
      400,
      ERROR_CODES.IMAGE_DIMENSIONS_TOO_LARGE,
      `The picture is ${header.width}×${header.height}; at most ${MAX_PICTURE_SIDE} pixels either side.`,
    );
  }
  return { ...header, bytes };
}
