/** An e-mail address shortened for logs: `anna@example.org` becomes `a***@example.org`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
