/**
 * Renders the library's Markdown as Preact elements, never as HTML strings: headings (shifted below the
 * page's h1), paragraphs, bullet and numbered lists, block quotes, **bold**, *italic* and links. Anything
 * else shows as plain text, which is safe by construction.
 */
import type { ComponentChildren } from 'preact';

function inline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const pattern = /(\*\*[^*]+\*\*|\*[^*]+\*|_[^_]+_|\[[^\]]+\]\([^)\s]+\))/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const token = match[0];
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    if (token.startsWith('**')) out.push(<strong>{token.slice(2, -2)}</strong>);
    else if (token.startsWith('[')) {
      const [, label = '', href = ''] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token) ?? [];
      out.push(
        /^https?:\/\//.test(href) ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          label
        ),
      );
    } else out.push(<em>{token.slice(1, -1)}</em>);
    last = at + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ source }: { source: string }) {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return (
    <div class="prose">
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        const heading = /^(#{1,4})\s+(.*)$/.exec(block);
        if (heading && lines.length === 1) {
          const level = Math.min(6, (heading[1]?.length ?? 1) + 1);
          const Tag = `h${level}` as 'h2';
          return <Tag key={i}>{inline(heading[2] ?? '')}</Tag>;
        }
        if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*[-*]\s+/, ''))}</li>
              ))}
            </ul>
          );
        }
        if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l))) {
          return (
            <ol key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*\d+[.)]\s+/, ''))}</li>
              ))}
            </ol>
          );
        }
        if (lines.every((l) => l.startsWith('>'))) {
          return (
            <blockquote key={i}>{inline(lines.map((l) => l.replace(/^>\s?/, '')).join(' '))}</blockquote>
          );
        }
        return <p key={i}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}
