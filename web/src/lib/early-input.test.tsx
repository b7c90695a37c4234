import { act } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyInput, replayEarlyInput } from './early-input';

/** A controlled form, as the site's forms are: its state is what it sends. */
function Form() {
  const [values, setValues] = useState({ name: '', email: '' });
  const field = (key: keyof typeof values) => (
    <input
      ref={replayEarlyInput}
      aria-label={key}
      name={key}
      value={values[key]}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
    />
  );
  return (
    <form method="post">
      {field('name')}
      {field('email')}
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

/** Types as a person does: the browser changes the value, then tells the page. */
function type(element: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, text);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('early input (issue 26, item 5)', () => {
  it('keeps what was typed after hydration began but before a lazy screen’s code arrived, in the state that is sent', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Form />
      </Suspense>,
    );
    document.body.append(container);
    let arrive: (module: { default: typeof Form }) => void = () => undefined;
    const Screen = lazy(() => new Promise<{ default: typeof Form }>((resolve) => (arrive = resolve)));
    const [name, email] = [...container.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];

    type(name, 'Before the scripts');
    captureEarlyInput(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={null}>
          <Screen />
        </Suspense>,
      );
    });
    // Hydration has begun; the screen's code is still on its way while she goes on typing.
    type(email, 'while@loading.example');
    type(name, 'Before the scripts, and after');
    await act(async () => arrive({ default: Form }));

    expect(container.querySelector('input[name="name"]')).toBe(name);
    expect(JSON.parse(container.querySelector('output')!.textContent)).toEqual({
      name: 'Before the scripts, and after',
      email: 'while@loading.example',
    });
    // A later change re-renders the form: every field still shows what she typed.
    await act(async () => type(email, 'while@loaded.example'));
    expect(name.value).toBe('Before the scripts, and after');
    expect(JSON.parse(container.querySelector('output')!.textContent)).toEqual({
      name: 'Before the scripts, and after',
      email: 'while@loaded.example',
    });
  });
});
