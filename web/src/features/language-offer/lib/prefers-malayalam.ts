/**
 * Whether the browser's languages put Malayalam before English (`ml-IN, en` yes; `en-IN, ml` no;
 * `ml` alone yes). On the first-load path: kept to these few lines, and the offer itself is a lazy chunk.
 */
export function prefersMalayalam(languages: readonly string[]): boolean {
  const primary = languages.map((tag) => tag.toLowerCase().split('-')[0]);
  const malayalam = primary.indexOf('ml');
  const english = primary.indexOf('en');
  return malayalam !== -1 && (english === -1 || malayalam < english);
}
