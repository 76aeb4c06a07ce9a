import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Integration files that spend most of a minute or more waiting on PocketBase's
 * retries, crons and restarts rather than on the cores. Started first, their
 * waiting overlaps the other files' work; left to the default order (largest
 * file first, on a fresh clone) the fault run started last and the project
 * ended a minute after every other file, the cores idle.
 */
const MOSTLY_WAITING = [
  'outbox-fault-proxy.test.ts',
  'interrupted-build.test.ts',
  'enquiry-retention.test.ts',
  'vapid-keys.test.ts',
  'rate-limits.test.ts',
  'sliding-window.test.ts',
  'html-validation.test.ts',
];

/** The default order, with the mostly-waiting files moved to the front. */
export default class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = MOSTLY_WAITING.indexOf(basename(file.moduleId));
      return index === -1 ? MOSTLY_WAITING.length : index;
    };
    // Array sort is stable: the project groups and the default order stay as they were.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b),
    );
  }
}
