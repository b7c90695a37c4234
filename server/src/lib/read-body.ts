/**
 * A third party's answer body as text (the chat provider's, WhatsApp's Cloud API), read chunk by
 * chunk and given up, its connection closed, as soon as it passes `limit` bytes (a declared
 * Content-Length over it is given up before reading): undefined then. A provider answering without
 * end never holds the server's memory.
 */
export async function readBodyAtMost(response: Response, limit: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
