import type { Answer } from './answer';
import type { Passage } from './passage';

/** The server's model route (pb_hooks/assistant.pb.js). */
export const MODEL_ROUTES = { status: '/api/assistant', answer: '/api/assistant/answer' } as const;

let available: Promise<boolean> | undefined;

/** Whether the server has a model configured; asked once per page, false when offline or on any failure. */
export function modelAvailable(origin = ''): Promise<boolean> {
  available ??= fetch(`${origin}${MODEL_ROUTES.status}`)
    .then((response) => (response.ok ? (response.json() as Promise<{ model?: boolean }>) : { model: false }))
    .then((body) => body.model === true)
    .catch(() => false);
  return available;
}

interface StreamEvent {
  delta?: string;
  done?: boolean;
  cited?: string[];
}

/** Reads the route's event stream: the text as it arrives, then the passages it cited. */
async function readStream(
  response: Response,
  onText: (text: string) => void,
): Promise<{ text: string; cited: string[] }> {
  if (!response.body) throw new Error('The model route sent no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = event.replace(/^data:\s*/, '');
      if (!data) continue;
      const parsed = JSON.parse(data) as StreamEvent;
      if (parsed.delta) onText((text += parsed.delta));
      if (parsed.done) return { text, cited: parsed.cited ?? [] };
    }
  }
  throw new Error('The model route ended without finishing');
}

/**
 * Asks the server's model to word an answer from the passages the local
 * assistant chose. Resolves to that answer, or to the local one when there is
 * no model, the visitor is offline, or anything fails.
 */
export async function answerWithModel(
  question: string,
  local: Answer,
  passages: Map<string, Passage>,
  onText: (text: string) => void = () => undefined,
  origin = '',
): Promise<Answer> {
  if (local.status !== 'answered' || local.passageIds.length === 0) return local;
  try {
    if (!(await modelAvailable(origin))) return local;
    const response = await fetch(`${origin}${MODEL_ROUTES.answer}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question, passages: local.passageIds }),
    });
    if (!response.ok) return local;
    const { text, cited } = await readStream(response, onText);
    const sources = cited.flatMap((id) => passages.get(id) ?? []);
    if (sources.length === 0) return local;
    return {
      ...local,
      lead: text,
      blocks: [],
      sources: [
        ...new Map(
          sources.map((passage) => [passage.href, { title: passage.page, href: passage.href }]),
        ).values(),
      ],
      passageIds: cited,
    };
  } catch (error) {
    console.warn('The assistant model failed; the local answer stands', error);
    return local;
  }
}
