import { externalRegistration, type EventItem } from '@wfc/shared';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { malayalamI18n, renderIn, screen, testI18n } from '../../../testing/library';
import { labelsIn, say } from '../lib/content-labels';
import { eventsConfig, type EventDraft } from './event-fields';

const item: EventItem = {
  title: 'Pitch Deck Clinic',
  date: 'Saturday, 20 June 2026',
  dateObj: '2026-06-20T04:30:00.000Z',
  endsAt: null,
  time: '10:00 AM - 1:00 PM IST',
  location: 'Online (Zoom)',
  description: 'Bring your deck.',
  link: 'https://womenfoundersclub.example/events/pitch-deck-clinic',
  category: 'workshop',
  registration: externalRegistration,
  coverImage: '/images/events/pitch-deck-clinic.svg',
  imageAlt: 'A presentation board',
  hidden: false,
  inTrash: false,
  imageSources: null,
  ml: { title: 'പിച്ച് ഡെക്ക് ക്ലിനിക്' },
};

const drafts: EventDraft[] = [];
const sent = () => eventsConfig.fromDraft(drafts.at(-1) ?? eventsConfig.toDraft(item));
function Editor() {
  const [draft, setDraft] = useState<EventDraft>(eventsConfig.toDraft(item));
  const Fields = eventsConfig.fields;
  const change = (next: EventDraft) => {
    drafts.push(next);
    setDraft(next);
  };
  return (
    <Fields
      draft={draft}
      errors={{ 'ml.location': 'The Malayalam location must be at most 200 characters.' }}
      onChange={change}
      images={[item.coverImage]}
    />
  );
}

describe("the event editor's Malayalam fields (decision 028)", () => {
  it('shows a Malayalam field, lang="ml", under each English text, with its message, and sends what she types', async () => {
    renderIn('en', <Editor />);
    const title = screen.getByRole('textbox', { name: 'Title (Malayalam)' });
    expect(title).toHaveAttribute('lang', 'ml');
    expect(title).toHaveValue('പിച്ച് ഡെക്ക് ക്ലിനിക്');
    expect(title).toHaveAttribute('maxLength', '150');
    expect(screen.getByRole('textbox', { name: 'Description (Malayalam)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Location (Malayalam)' })).toHaveAccessibleDescription(
      'The Malayalam location must be at most 200 characters.',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Description (Malayalam)' }), 'ഡെക്കുമായി വരൂ.');
    expect(sent().ml).toEqual({ title: 'പിച്ച് ഡെക്ക് ക്ലിനിക്', description: 'ഡെക്കുമായി വരൂ.' });
    expect(sent().title).toBe('Pitch Deck Clinic');
  });

  it('is labelled in Malayalam on a Malayalam staff screen', () => {
    renderIn('ml', <Editor />);
    expect(screen.getByRole('textbox', { name: 'തലക്കെട്ട് (മലയാളം)' })).toHaveAttribute('lang', 'ml');
  });

  it("names the list and its fields in the screen's language (the history's 'Changed: …' too)", () => {
    expect(say(testI18n, eventsConfig.noun)).toBe('event');
    expect(say(testI18n, eventsConfig.intro)).toBe('Every event and workshop, in date order.');
    expect(labelsIn(testI18n, eventsConfig.labels).ml).toBe('Malayalam');
    expect(say(malayalamI18n, eventsConfig.noun)).toBe('പരിപാടി');
    expect(say(malayalamI18n, eventsConfig.intro)).toBe('എല്ലാ പരിപാടികളും ശിൽപശാലകളും, തീയതി ക്രമത്തിൽ.');
    expect(labelsIn(malayalamI18n, eventsConfig.labels).location).toBe('സ്ഥലം');
    expect(labelsIn(malayalamI18n, eventsConfig.labels).ml).toBe('മലയാളം');
  });
});
