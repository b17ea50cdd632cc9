import { SSE_RETRY_MS, STREAM_EVENT_TYPES, type StreamEvent } from '../../src/contract/events';

/** A committed event as streams see it: its id, its audience, and the frame to write. */
export interface WireEvent {
  id: number;
  /** null: a broadcast to every stream. */
  userId: number | null;
  frame: string;
}

export const RETRY_FRAME = `retry: ${SSE_RETRY_MS}\n\n`;
/**
 * `id:` with no data: sets the client's last event id without an event (docs/event-channel.md), so a
 * client that has received nothing yet still has a resume point.
 */
export const cursorFrame = (id: number): string => `id: ${id}\n\n`;
export const PING_FRAME = ': ping\n\n';

/** `id:` then one `data:` line: JSON.stringify never emits a raw newline, so one line suffices. */
export function toWireEvent(id: number, userId: number | null, event: StreamEvent): WireEvent {
  return { id, userId, frame: `id: ${id}\ndata: ${JSON.stringify({ type: event.type, data: event.data })}\n\n` };
}

export function isStreamEventType(type: unknown): type is StreamEvent['type'] {
  return (STREAM_EVENT_TYPES as readonly unknown[]).includes(type);
}

/**
 * The resume point from the Last-Event-ID header or `?lastEventId=` (clients that cannot set
 * headers). Anything but a plain non-negative integer is ignored (null), never an error: a
 * client with a corrupted id simply starts afresh.
 */
export function parseLastEventId(header: unknown, query: unknown): number | null {
  const raw = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : '';
  if (!/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
