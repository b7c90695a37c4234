import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIn, screen } from '../../../testing/library';
import AllEnablersPage from '../../enablers/routes/all-enablers-page';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import InquiryModal from './inquiry-modal';

const enabler = { id: 2, name: 'Meera Pillai' };

afterEach(() => {
  vi.unstubAllGlobals();
  clearQueryMemory();
});

describe('InquiryModal in Malayalam', () => {
  it('titles the dialog, labels its fields, the placeholder, the close icon and the send button in Malayalam', () => {
    renderIn('ml', <InquiryModal enabler={enabler} returnFocusTo={null} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Meera Pillai എന്നവരുമായി ബന്ധപ്പെടുക' })).toBeInTheDocument();
    expect(screen.getByLabelText('പേര്')).toHaveFocus();
    expect(screen.getByLabelText('ഇമെയിൽ')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('സന്ദേശം')).toHaveAttribute('placeholder', 'നമസ്കാരം Meera, എനിക്ക് നിങ്ങളുമായി ബന്ധപ്പെടാൻ ആഗ്രഹമുണ്ട്...');
    expect(screen.getByRole('button', { name: 'അടയ്ക്കുക' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'സന്ദേശം അയയ്ക്കുക' })).toBeEnabled();
  });

  it('says it is sending in Malayalam', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const user = userEvent.setup();
    renderIn('ml', <InquiryModal enabler={enabler} returnFocusTo={null} onClose={() => undefined} />);
    await user.type(screen.getByLabelText('പേര്'), 'Nisha');
    await user.type(screen.getByLabelText('ഇമെയിൽ'), 'nisha@example.org');
    await user.type(screen.getByLabelText('സന്ദേശം'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'സന്ദേശം അയയ്ക്കുക' }));
    expect(screen.getByRole('button', { name: 'അയയ്ക്കുന്നു...' })).toBeDisabled();
  });

  it('opens from a card of the Malayalam directory', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const user = userEvent.setup();
    const enablers = [
      {
        ...enabler,
        photo: '/images/enablers/enabler-02.svg',
        title: 'Founder',
        description: 'Mentor.',
        expertise: ['Marketing'],
        region: 'Kochi',
        yearsOfExperience: 12,
      },
    ];
    renderIn(
      'ml',
      <InitialDataProvider data={{ '/api/enablers': enablers }}>
        <MemoryRouter initialEntries={['/ml/allenablers']}>
          <AllEnablersPage />
        </MemoryRouter>
      </InitialDataProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Meera എന്നവരുമായി ബന്ധപ്പെടുക' }));
    expect(await screen.findByRole('dialog', { name: 'Meera Pillai എന്നവരുമായി ബന്ധപ്പെടുക' })).toBeInTheDocument();
  });
});
