/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more, and an SDP offer may be larger: a message is
 * sent as numbered chunks, each `<messageId> <index> <count>|<text>`, and put back together on arrival.
 */
const maxChunkBytes = 7_000;

export function chunksOf(messageId: string, text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const character of text) {
    const size = Buffer.byteLength(character);
    if (bytes + size > maxChunkBytes) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += character;
    bytes += size;
  }
  parts.push(current);
  return parts.map((part, index) => `${messageId} ${index} ${parts.length}|${part}`);
}

/** Collects chunks until a message is whole. */
export class ChunkAssembler {
  private readonly partial = new Map<string, string[]>();

  /** The whole message once its last chunk arrives, otherwise null (also for a malformed chunk). */
  add(chunk: string): string | null {
    const bar = chunk.indexOf('|');
    const [messageId, index, count] = chunk.slice(0, bar).split(' ');
    const position = Number(index);
    const total = Number(count);
    if (bar < 0 || !messageId || !Number.isInteger(position) || !Number.isInteger(total)) return null;
    const parts = this.partial.get(messageId) ?? [];
    if (parts.length !== position) {
      this.partial.delete(messageId);
      return null;
    }
    parts.push(chunk.slice(bar + 1));
    if (parts.length < total) {
      this.partial.set(messageId, parts);
      return null;
    }
    this.partial.delete(messageId);
    return parts.join('');
  }
}
