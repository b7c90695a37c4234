/**
 * A device as her list of devices names it: browser and system from the User-Agent, "Chrome ·
 * Android". Names only, no version or build, so the list says enough to recognise a device and
 * keeps nothing more. Empty when neither is known (the page then says "A browser").
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

function first(list: [RegExp, string][], text: string): string | undefined {
  return list.find(([pattern]) => pattern.test(text))?.[1];
}

export function deviceLabel(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 512);
  return [first(browsers, text), first(systems, text)].filter(Boolean).join(' · ');
}
