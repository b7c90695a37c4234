/**
 * A value as JSON to put inside a `<script>` element (the page's data, its messages, schema.org
 * data): no `<` that could close the element, nor the line separators old parsers choke on.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
