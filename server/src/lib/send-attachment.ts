import type { FastifyReply } from 'fastify';

/**
 * A file someone sent us (a reply's attachment, issue 41) as a download: never shown inline, never
 * sniffed, never run, never cached; its name given as ASCII and in full (RFC 6266).
 */
export function sendAttachment(reply: FastifyReply, file: { filename: string; contentType: string; data: Buffer }): FastifyReply {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.data);
}
