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

/**
 * The JSON object a page carries in the `<script>` element with this id (its data, its messages),
 * read back in the browser; undefined when the element is missing or holds anything but an object.
 */
export function readScriptJson(id: string): Record<string, unknown> | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isPlainObject(value) ? value : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
