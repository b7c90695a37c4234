/**
 * Whether a POST is a mail client's one-click unsubscribe (RFC 8058, section 3.2): its body holds
 * the field `List-Unsubscribe` with the value `One-Click`, form-encoded (application/
 * x-www-form-urlencoded) or as one part of multipart/form-data. Anything else (no body, JSON, a
 * link checker's bare POST) is not one, and changes nothing.
 */
export function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string' || !contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded')
    return new URLSearchParams(body.trim()).getAll('List-Unsubscribe').includes('One-Click');
  if (type === 'multipart/form-data') {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return false;
    return body.split(`--${boundary}`).some((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      return (
        /^content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?\s*$/im.test(head.trim()) && rest.join('\n\n').trim() === 'One-Click'
      );
    });
  }
  return false;
}
