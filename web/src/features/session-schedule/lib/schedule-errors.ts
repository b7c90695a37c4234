/** Which period or date each index of the body sent was, to place the server's errors named by index. */
export interface SentKeys {
  weekly: string[];
  overrides: Array<{ key: string; hours: string[] }>;
}

/**
 * The server's `fields` (paths such as `weekly.3.end`, `overrides.0.hours`, `meeting.value`) by the
 * place in the form that shows each: `period:<key>:start|end`, `override:<key>:date|hours|day`, or
 * the field's own path (`timeZone`, `weekly`, `sessionMinutes`, `meeting.value`…). A message that fits
 * no place is under `other`, so none is lost.
 */
export function placeErrors(fields: Record<string, string>, sent: SentKeys): Record<string, string> {
  const placed: Record<string, string> = {};
  const add = (place: string, message: string) => {
    placed[place] = placed[place] && placed[place] !== message ? `${placed[place]} ${message}` : message;
  };
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.split('.');
    const [head, index, child, hourIndex, hourPart] = parts;
    if (head === 'weekly' && index !== undefined) {
      const key = sent.weekly[Number(index)];
      if (key) add(`period:${key}:${child === 'start' ? 'start' : 'end'}`, message);
      else add('weekly', message);
    } else if (head === 'overrides' && index !== undefined) {
      const override = sent.overrides[Number(index)];
      if (!override) add('overrides', message);
      else if (child === 'date') add(`override:${override.key}:date`, message);
      else if (child === 'hours' && hourIndex !== undefined && override.hours[Number(hourIndex)]) {
        add(`period:${override.hours[Number(hourIndex)]}:${hourPart === 'start' ? 'start' : 'end'}`, message);
      } else if (child === 'hours') add(`override:${override.key}:hours`, message);
      else add(`override:${override.key}:day`, message);
    } else if (head === 'sessionMinutes') add('sessionMinutes', message);
    else if (head === 'meeting') add(index === 'value' ? 'meeting.value' : 'meeting.kind', message);
    else if (head && knownPlaces.has(head)) add(head, message);
    else add('other', message);
  }
  return placed;
}

const knownPlaces = new Set([
  'timeZone',
  'weekly',
  'overrides',
  'bufferMinutes',
  'minimumNoticeMinutes',
  'daysAhead',
  'maxPerWeek',
  'confirmEach',
  'showStats',
]);
