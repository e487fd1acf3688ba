/**
 * GET /profile/export/ as a stream: the body is written piece by piece while D1 is read a page at a time
 * (export-sections.ts), so memory stays at one page per section however long a user's history grows.
 * The first page of every section is read in one D1 batch and rendered before the answer starts, so a
 * D1 outage at the start is still a 503; the later pages follow as the client reads. The bytes are exactly those of
 * JSON.stringify of the whole ExportSchema object, in its key order. A failure after the answer started
 * can no longer change its status: the stream is aborted, so the client sees a broken download rather
 * than a complete-looking, truncated file.
 */
import type { AuthUser } from '../env';
import type { SigningContext } from '../http/signed-url';
import { EXPORT_SECTIONS, type ExportSection, iso, type Row } from './export-sections';
import { profileWithPicture } from './picture-url';

/** Rows per D1 read: a page of long notes stays around a megabyte. */
export const EXPORT_PAGE_ROWS = 500;

function pageStatement(d1: D1Database, section: ExportSection, userId: number, after: Row | undefined) {
  const [a, b] = after === undefined ? section.start : section.keyOf(after);
  return d1.prepare(section.sql).bind(userId, a, b, EXPORT_PAGE_ROWS);
}

async function pageJson(
  ctx: SigningContext,
  section: ExportSection,
  rows: Row[],
  userId: number,
): Promise<string> {
  const items = await Promise.all(rows.map((row) => section.render(ctx, row, userId)));
  return items.map((item) => JSON.stringify(item)).join(',');
}

export async function streamExport(
  ctx: SigningContext,
  user: AuthUser,
  now: number,
): Promise<ReadableStream<Uint8Array>> {
  const d1 = ctx.env.DB;
  const firstPages = await d1.batch(EXPORT_SECTIONS.map((s) => pageStatement(d1, s, user.id, undefined)));
  const firstRows = firstPages.map((page) => (page.results ?? []) as Row[]);
  // Rendered before the answer starts too, so what fails here (signing, opening sealed text) is a status.
  const firstJson = await Promise.all(
    EXPORT_SECTIONS.map((section, i) => pageJson(ctx, section, firstRows[i] ?? [], user.id)),
  );
  const head = `{"exported_at":${JSON.stringify(iso(now))},"profile":${JSON.stringify(
    await profileWithPicture(ctx, user),
  )}`;

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const write = async (text: string) => {
    await writer.ready;
    await writer.write(encoder.encode(text));
  };

  // Runs on after the response is returned, in this request's context (its D1 session included).
  const writeBody = async () => {
    await write(head);
    for (const [i, section] of EXPORT_SECTIONS.entries()) {
      await write(`,${JSON.stringify(section.key)}:[`);
      let rows = firstRows[i] ?? [];
      await write(firstJson[i] ?? '');
      while (rows.length === EXPORT_PAGE_ROWS) {
        rows = (await pageStatement(d1, section, user.id, rows.at(-1)).all<Row>()).results;
        if (rows.length > 0) await write(`,${await pageJson(ctx, section, rows, user.id)}`);
      }
      await write(']');
    }
    await write('}');
    await writer.close();
  };
  writeBody().catch(async (error: unknown) => {
    console.error(JSON.stringify({ event: 'export_failed', error: String(error).slice(0, 200) }));
    await writer.abort(error).catch(() => undefined);
  });
  return readable;
}

/** `solace-export-<UTC date>.json`. */
export function exportFilename(now: number): string {
  return `solace-export-${iso(now).slice(0, 10)}.json`;
}
