/**
 * What a visitor typed into a prerendered page before React owned its fields. The HTML's fields
 * work from the first paint, but hydration hands them to React, whose state starts empty: without
 * this, the first re-render would wipe them. A screen's code may arrive well after the page's entry
 * script (a lazy route hydrates only once its chunk is in), so typing goes on between the start of
 * hydration and the moment a field is hydrated. entry-client captures every changed field before
 * hydrating and keeps listening until each field is React's; each field's ref (`replayEarlyInput`)
 * hands the last value to React as an ordinary input event once React owns the element, so the
 * screen's state (a search, a filter, a form's values) acts on it too.
 */

type Captured = { kind: 'text'; value: string } | { kind: 'checked'; checked: boolean } | { kind: 'select'; value: string };

const captured = new WeakMap<Element, Captured>();
/** Fields whose ref has run: React owns them, and their input is no longer captured. */
const owned = new WeakSet<Element>();

function capture(element: Element): Captured | undefined {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio') {
      return element.checked !== element.defaultChecked ? { kind: 'checked', checked: element.checked } : undefined;
    }
    if (element.type === 'hidden' || element.type === 'file') return undefined;
    return element.value !== element.defaultValue ? { kind: 'text', value: element.value } : undefined;
  }
  if (element instanceof HTMLTextAreaElement) {
    return element.value !== element.defaultValue ? { kind: 'text', value: element.value } : undefined;
  }
  if (element instanceof HTMLSelectElement) {
    const changed = [...element.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? { kind: 'select', value: element.value } : undefined;
  }
  return undefined;
}

function remember(element: Element) {
  if (owned.has(element)) return;
  const value = capture(element);
  if (value) captured.set(element, value);
  else captured.delete(element);
}

/**
 * Remembers every field under `root` whose value differs from the one in the HTML, and, from now
 * on, every change to a field React does not own yet (typing, autofill). Call before hydrating.
 */
export function captureEarlyInput(root: HTMLElement): void {
  for (const element of root.querySelectorAll('input, textarea, select')) remember(element);
  const onChange = (event: Event) => {
    if (event.target instanceof Element) remember(event.target);
  };
  root.addEventListener('input', onChange, true);
  root.addEventListener('change', onChange, true);
}

/** The property setter of the element's class, which React's own value tracking does not see. */
function nativeSetter(element: HTMLElement, property: 'value' | 'checked') {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, property)?.set;
}

function replay(element: HTMLElement, value: Captured) {
  if (value.kind === 'select' && element instanceof HTMLSelectElement) {
    element.value = value.value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (value.kind === 'checked' && element instanceof HTMLInputElement) {
    // React reports a change when the element differs from the value it last saw: set the opposite
    // through React's tracked property, then click, which is how a person changes it.
    element.checked = !value.checked;
    element.click();
    return;
  }
  if (value.kind === 'text' && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    element.value = value.value === '' ? ' ' : '';
    nativeSetter(element, 'value')?.call(element, value.value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A ref for every field of a prerendered page: replays what was typed into it before React owned
 * it, once, and ends the capture of its changes. Harmless on fields rendered in the browser.
 */
export function replayEarlyInput(element: HTMLElement | null): void {
  if (!element) return;
  owned.add(element);
  const value = captured.get(element);
  if (!value) return;
  captured.delete(element);
  // After React's commit has finished, so the event reaches handlers that are attached by then.
  queueMicrotask(() => replay(element, value));
}
