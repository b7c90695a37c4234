import { eventMessages } from '@wfc/shared';
import { describe, expect, it } from 'vitest';
import { AppError, conflict } from './app-error';
import { LocalText, localizeErrorBody, serializeIn, text } from './localize';

/** A service's message and its values, put in the reader's language where the answer is sent (issue 40). */
describe('LocalText', () => {
  it('fills the English template, and reads the catalog for Malayalam', () => {
    const approved = text(eventMessages.approved, { name: 'Asha' });
    expect(approved.in('en')).toBe('Asha is confirmed.');
    expect(approved.in('ml')).toBe('Asha-ന് സീറ്റ് ഉറപ്പാക്കി.');
    expect(text(eventMessages.eventCancelled).in('ml')).toBe('പരിപാടി റദ്ദാക്കി; എല്ലാ അതിഥികളെയും അറിയിച്ചു.');
  });

  it('keeps a text the catalog lacks in English, its slots filled, in Malayalam too', () => {
    expect(text('No translation for {name} here.', { name: 'Asha' }).in('ml')).toBe('No translation for Asha here.');
  });

  it('writes a value given per language (a time of day) as the reader writes it', () => {
    const checkedIn = text(eventMessages.alreadyCheckedIn, { name: 'Asha', time: (locale) => (locale === 'ml' ? '10:05 ml' : '10:05 am') });
    expect(checkedIn.in('en')).toBe('Asha was already checked in at 10:05 am.');
    expect(checkedIn.in('ml')).toBe('Asha 10:05 ml-ന് തന്നെ ചെക്ക്-ഇൻ ചെയ്തിരുന്നു.');
  });

  it('reads as its stored text when its values do not fit the template, and fails without one', () => {
    const stored = '{"template":"Paused: {reason}","values":{"other":"x"}}';
    expect(new LocalText('Paused: {reason}', { other: 'x' }, stored).in('ml')).toBe(stored);
    expect(() => text('Paused: {reason}', { other: 'x' }).in('en')).toThrow();
  });

  it('never reaches JSON as an object: untranslated, it reads in English', () => {
    expect(JSON.stringify({ message: text(eventMessages.approved, { name: 'Asha' }) })).toBe('{"message":"Asha is confirmed."}');
    expect(`${text(eventMessages.approved, { name: 'Asha' })}`).toBe('Asha is confirmed.');
  });
});

describe('serializeIn', () => {
  it('writes every message of an answer in the language, at any depth, and leaves the answer as it was', () => {
    const answer = {
      message: text(eventMessages.approved, { name: 'Asha' }),
      data: { counts: { confirmed: 1 }, createdAt: new Date(0) },
      list: [{ pauseReason: text(eventMessages.messageQueued, { count: 3 }) }, { pauseReason: null }, 'plain'],
    };
    expect(JSON.parse(serializeIn('ml')(answer))).toEqual({
      message: 'Asha-ന് സീറ്റ് ഉറപ്പാക്കി.',
      data: { counts: { confirmed: 1 }, createdAt: '1970-01-01T00:00:00.000Z' },
      list: [{ pauseReason: 'നിങ്ങളുടെ സന്ദേശം 3 അതിഥികൾക്ക് അയച്ചുകൊണ്ടിരിക്കുന്നു.' }, { pauseReason: null }, 'plain'],
    });
    expect(answer.message).toBeInstanceOf(LocalText);
    // Outside a serialization, and in English, a message reads in English.
    expect(JSON.stringify({ message: answer.message })).toBe('{"message":"Asha is confirmed."}');
    expect(JSON.parse(serializeIn('en')(answer)).message).toBe('Asha is confirmed.');
  });

  it('is English again after a serialization that failed', () => {
    const circular: Record<string, unknown> = { message: text(eventMessages.approved, { name: 'Asha' }) };
    circular.self = circular;
    expect(() => serializeIn('ml')(circular)).toThrow();
    expect(JSON.stringify({ message: text(eventMessages.approved, { name: 'Asha' }) })).toBe('{"message":"Asha is confirmed."}');
  });
});

describe('an AppError with a message and its values', () => {
  it('is English in its message and body, and Malayalam through its template', () => {
    const error = conflict(text(eventMessages.approved, { name: 'Asha' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe('Asha is confirmed.');
    expect(localizeErrorBody(error.toBody(), 'en', error.messageTemplate)).toEqual({
      error: 'Asha is confirmed.',
      message: 'Asha is confirmed.',
      code: 'CONFLICT',
    });
    expect(localizeErrorBody(error.toBody(), 'ml', error.messageTemplate)).toEqual({
      error: 'Asha-ന് സീറ്റ് ഉറപ്പാക്കി.',
      message: 'Asha-ന് സീറ്റ് ഉറപ്പാക്കി.',
      code: 'CONFLICT',
    });
  });
});
