/** An e-mail address shortened for logs: `anna@example.org` becomes `a***@example.org`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * A client address shortened for the audit log: enough to tell one network from another, not
 * to name a household. IPv4 keeps its first three parts (`203.0.113.x`), IPv6 its first three
 * groups (`2001:db8:85a3::x`); anything else is `unknown`.
 */
export function maskClientAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.x`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}::x`;
  return 'unknown';
}
