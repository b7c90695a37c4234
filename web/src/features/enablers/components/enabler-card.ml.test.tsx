import type { Enabler } from '@wfc/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderIn, screen } from '../../../testing/library';
import { EnablerCard } from './enabler-card';

const enabler: Enabler = {
  id: 2,
  name: 'Meera Pillai',
  photo: '/images/enablers/enabler-02.svg',
  title: 'സഹസ്ഥാപക | കൊച്ചി പ്രോഡക്റ്റ് സ്റ്റുഡിയോ',
  description: 'Meera has shipped mobile and web products used by millions of people across India.',
  expertise: ['Design'],
  region: 'Kerala',
  yearsOfExperience: 10,
  untranslated: ['description'],
};

describe('EnablerCard with Malayalam content (decision 028)', () => {
  it('shows her Malayalam title unmarked and her English biography marked lang="en"', () => {
    renderIn('ml', <EnablerCard enabler={enabler} position={0} onConnect={vi.fn()} />);
    expect(screen.getByText(enabler.title)).not.toHaveAttribute('lang');
    expect(screen.getByText(enabler.description)).toHaveAttribute('lang', 'en');
  });
});
