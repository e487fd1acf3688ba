// Small helpers for writing the catalog's prose in source files.

/** Lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A template tag for prose written across several source lines: collapses every run of whitespace
 * (including the line breaks) into one space and trims the ends, so the stored text is one paragraph.
 */
export function prose(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  return raw.replace(/\s+/g, ' ').trim();
}
