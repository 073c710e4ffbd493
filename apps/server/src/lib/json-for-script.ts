/**
 * JSON inside a `<script>` (the page's seed, structured data): no `<` can close the element, and no line
 * separator breaks old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
