import { render, screen } from '../../testing/library';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useInquiryModal } from './use-inquiry-modal';

/** A page with a Connect button and a counter that re-renders it, as the carousel does. */
function Page() {
  const { open, modal } = useInquiryModal();
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={(event) => open({ id: 4, name: 'Devika Raghavan' }, event.currentTarget)}>
        Connect
      </button>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Re-render {renders}
      </button>
      {modal}
    </>
  );
}

describe('useInquiryModal', () => {
  it('keeps the open modal (its fields and focus) when the page re-renders after the modal code has loaded', async () => {
    const user = userEvent.setup();
    render(<Page />);
    // Opened before the modal's code was ever loaded: the first render goes through Suspense.
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    // The modal's module is compiled on its first import (Lingui's macros too): seconds on a busy machine.
    const name = await screen.findByLabelText('Name', undefined, { timeout: 10_000 });
    expect(name).toHaveFocus();
    await user.type(name, 'Asha');
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    // The page behind re-renders (the modal's code is loaded by now).
    screen.getByRole('button', { name: /Re-render/, hidden: true }).click();
    await screen.findByRole('button', { name: 'Re-render 1', hidden: true });

    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
