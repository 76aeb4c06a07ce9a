import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { markdown } from '../../src/tools/markdown-plugin';
import type { Passage } from '@/features/assistant/passage';
import type { evaluate as Evaluate } from './evaluate-questions';
import type { VisitorQuestion } from './visitor-questions';

/**
 * Prints the assistant's hit rate on the visitor questions and on the held-out ones, and its misses:
 *   npm run eval:assistant
 * Content modules use Vite features (globs, Markdown), so they load through Vite.
 */
const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  plugins: [markdown()],
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { buildPassages } = (await vite.ssrLoadModule('/src/features/assistant/build-passages.ts')) as {
    buildPassages: () => Promise<Passage[]>;
  };
  const { evaluate } = (await vite.ssrLoadModule('/tests/assistant/evaluate-questions.ts')) as {
    evaluate: typeof Evaluate;
  };
  const questionLists = {
    'Visitor questions (tuned against)': ['/tests/assistant/visitor-questions.ts', 'visitorQuestions'],
    'Held-out questions (never tuned against)': [
      '/tests/assistant/held-out-questions.ts',
      'heldOutQuestions',
    ],
  } as const;
  const passages = await buildPassages();
  const percent = (hits: number, of: number) => `${((100 * hits) / of).toFixed(1)}%`;
  for (const [name, [path, list]] of Object.entries(questionLists)) {
    const module = (await vite.ssrLoadModule(path)) as Record<string, VisitorQuestion[]>;
    const questions = module[list] ?? [];
    const started = performance.now();
    const result = evaluate(passages, questions);
    const perQuestion = (performance.now() - started) / result.total;
    console.info(`\n${name}`);
    console.info(
      `Right page first: ${result.pageHits}/${result.total} (${percent(result.pageHits, result.total)})`,
    );
    console.info(
      `Figures quoted exactly: ${result.figureHits}/${result.figures} (${percent(result.figureHits, result.figures)})`,
    );
    console.info(
      `Right answers: ${result.rightAnswers}/${result.answerable} (${percent(result.rightAnswers, result.answerable)}), wrongly refused: ${result.wronglyRefused}`,
    );
    console.info(
      `Honest refusals: ${result.honestRefusals}/${result.notCovered} (${percent(result.honestRefusals, result.notCovered)})`,
    );
    console.info(
      `About ${perQuestion.toFixed(1)} ms per question, building the index included (on this shared machine)`,
    );
    if (result.misses.length > 0) {
      console.info('Misses:');
      for (const miss of result.misses)
        console.info(`- "${miss.question}": expected ${miss.expected}, got ${miss.got}`);
    }
  }
} finally {
  await vite.close();
}
