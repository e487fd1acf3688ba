/**
 * One entry of GET /liveavatar/videos/: the status body of GET /liveavatar/videos/{id}/ (same fields,
 * same rules for the URL and the error) plus the safety level of the message the clip answers.
 */
import { z } from '@hono/zod-openapi';
import type { VideoRecord } from '@solace/clips';
import { VIDEO_STATUSES } from '@solace/db';
import { SAFETY_LEVELS, type SafetyLevel } from '@solace/safety';
import { pageSchema } from '../http/pagination';
import { type UrlContext, videoStatusBody } from './video-body';

export const VideoSummarySchema = z
  .object({
    video_id: z.string().openapi({ example: 'q3N5c1y0QnqgqSx2c3hJrA' }),
    status: z.enum(VIDEO_STATUSES),
    video_url: z
      .string()
      .nullable()
      .openapi({ description: 'A signed, expiring clip URL once the video is ready; null before.' }),
    transcript: z.string(),
    created_at: z.string().openapi({ format: 'date-time', example: '2026-05-01T09:30:00.000Z' }),
    error: z.string().optional().openapi({ description: 'Present when the video failed.' }),
    safety_level: z
      .enum(SAFETY_LEVELS as [SafetyLevel, ...SafetyLevel[]])
      .nullable()
      .openapi({ description: 'The safety level of the message the clip answers.' }),
  })
  .openapi('VideoSummary');

export const VideoPageSchema = pageSchema(VideoSummarySchema, 'VideoPage');

export type VideoSummary = z.infer<typeof VideoSummarySchema>;

function safetyLevelOf(level: string | null): SafetyLevel | null {
  return SAFETY_LEVELS.find((known) => known === level) ?? null;
}

export async function videoSummaryBody(ctx: UrlContext, video: VideoRecord): Promise<VideoSummary> {
  const body = (await videoStatusBody(ctx, video)) as Omit<VideoSummary, 'safety_level'>;
  return { ...body, safety_level: safetyLevelOf(video.safetyLevel) };
}
