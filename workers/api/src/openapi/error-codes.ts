/**
 * The error codes table of the document, rendered from ERROR_CODE_DOCS (packages/contracts): as markdown
 * in `info.description` for readers, and as `x-error-codes` for tools.
 */
import { ERROR_CODE_DOCS, ERROR_CODES } from '@solace/contracts';

export interface ErrorCodeRow {
  code: string;
  statuses: number[];
  meaning: string;
}

export function errorCodeRows(): ErrorCodeRow[] {
  return Object.values(ERROR_CODES).map((code) => ({
    code,
    statuses: [...ERROR_CODE_DOCS[code].statuses],
    meaning: ERROR_CODE_DOCS[code].meaning,
  }));
}

export function errorCodesMarkdown(rows: ErrorCodeRow[] = errorCodeRows()): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| code | HTTP status | meaning |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| \`${r.code}\` | ${r.statuses.join(', ')} | ${cell(r.meaning)} |`),
  ].join('\n');
}
