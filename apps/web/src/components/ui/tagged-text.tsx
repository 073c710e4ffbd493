import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A catalogue's sentence with marked-up parts, `Read our <terms>Terms of Service</terms>.`: each `<name>…</name>`
 * is drawn by `parts[name]` (a link, a strong word), the rest stays text. The sentence is translated whole,
 * so each language puts its links where its grammar wants them.
 */
export function taggedText(text: string, parts: Record<string, (chunk: string) => ReactNode>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', chunk = ''] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const render = parts[name];
    nodes.push(<Fragment key={`${name}-${match.index}`}>{render ? render(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
