/**
 * Reads the unread counts of a notification stream (GET /api/Notification/stream, server-sent `event: count`) until
 * `until` says stop or the stream ends; never waits for a fixed time.
 */
export async function readCounts(reader: ReadableStreamDefaultReader<Uint8Array>, until: (counts: number[]) => boolean) {
  const decoder = new TextDecoder();
  const counts: number[] = [];
  let buffer = '';
  while (!until(counts)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = event.split('\n').find((line) => line.startsWith('data: '));
      if (event.includes('event: count') && data) counts.push(JSON.parse(data.slice(6)).unreadCount);
    }
  }
  return counts;
}
