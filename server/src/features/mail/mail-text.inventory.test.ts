import { describe, expect, it } from 'vitest';
import { mailVariants, site } from '../../../test/mail-samples';
import { eventChangeText, type EventChange } from '../events/event-mail';
import { joinText, sessionChangeText, type ChangeReason } from '../sessions/session-mail';
import { commandConfirmation } from '../whatsapp/inbound';
import { messages as en } from '../../locales/mail/en';
import { messages as ml } from '../../locales/mail/ml';
import { mailText, recordMailTexts, type MailLocale } from './mail-text';
import { mailExtras, renderMail } from './render-mail';

/**
 * The mail catalogs' inventory (issue 18): every kind of e-mail is rendered, in each of its variants,
 * in English and in Malayalam (and its invitation made), with mailText recording what it is asked for. Every text a message
 * uses must be in both catalogs, and every text of the catalogs must still be used by a message.
 * The WhatsApp notices' own texts (issue 44: what changed, how to join, STOP's and START's confirmations) are mail texts too, asked for here.
 */
const locales: MailLocale[] = ['en', 'ml'];

function renderEverything() {
  return recordMailTexts(() => {
    for (const locale of locales) {
      for (const [kind, data] of mailVariants) {
        renderMail(kind, { ...data, locale }, site);
        // A calendar invitation's texts (a session's summary) are made when the message is sent.
        mailExtras(kind, { ...data, locale }, site);
      }
      const changes: EventChange[] = [{ changed: ['time'] }, { changed: ['place'] }, { changed: ['time', 'place'] }, 'cancelled'];
      for (const change of changes) eventChangeText(locale, change, { when: 'Saturday, 12 December 2026, 10:00 am', place: 'Kochi' });
      const reasons: ChangeReason[] = ['rescheduled', 'cancelled', 'declined', 'not-accepted'];
      for (const because of reasons) sessionChangeText(locale, because, 'Thursday, 3 December 2026, 7:00 pm');
      for (const kind of ['link', 'phone', 'place']) joinText(locale, { kind, value: 'x' });
      for (const command of ['stop', 'start'] as const) commandConfirmation(locale, command);
    }
  });
}

describe('the mail catalogs (server/src/locales/mail)', () => {
  it('have every text the messages use, in English and in Malayalam', () => {
    expect([...renderEverything().missing].sort()).toEqual([]);
  });

  it('have no text that no message uses any more', () => {
    const { used } = renderEverything();
    expect(
      Object.keys(ml)
        .filter((text) => !used.has(text))
        .sort(),
    ).toEqual([]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(ml).sort());
  });

  it('translate every text: no Malayalam message is the English one', () => {
    const untranslated = Object.keys(ml).filter((text) => JSON.stringify(ml[text]) === JSON.stringify(en[text]));
    expect(untranslated).toEqual([]);
  });

  it('reports a text that is not in a catalog, and writes it in English', () => {
    let written = '';
    const record = recordMailTexts(() => {
      written = mailText('ml', 'A sentence no catalog has, {name}.', { name: 'Anna' });
    });
    expect(written).toBe('A sentence no catalog has, Anna.');
    expect([...record.missing]).toEqual(['ml: A sentence no catalog has, {name}.']);
    // Outside the call nothing is recorded any more.
    mailText('ml', 'Another sentence no catalog has.');
    expect([...record.missing]).toEqual(['ml: A sentence no catalog has, {name}.']);
  });

  it('renders a Malayalam message in Malayalam: subject, both parts, dates and the lang attribute', () => {
    const [, data] = mailVariants.find(([kind]) => kind === 'case-assigned')!;
    const mail = renderMail('case-assigned', { ...data, locale: 'ml' }, site);
    expect(mail.subject).toBe('Anna നിങ്ങളുടെ സഹായം തേടുന്നു');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="ml">/);
    expect(mail.text).toContain('നമസ്കാരം Esha Enabler,');
    expect(mail.text).toContain('ദയവായി 2026 ഡിസംബർ 4, വെള്ളിയാഴ്‌ച-നകം അവർക്ക് മറുപടി നൽകുക.');
    // Her link opens the Malayalam staff screen (issue 26: links follow the message's language).
    expect(mail.text).toContain('കേസ് തുറക്കുക:\nhttps://club.example.org/ml/enabler/cases?case=c1\n');
  });
});
