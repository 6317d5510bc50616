// Playwright's global setup: the e2e tests run the built dist/; without one, say so once, before
// hundreds of tests each time out on a widget that never mounts.
import { requireBuildOrExit } from '../../scripts/dist-dir.ts';

export default function globalSetup(): void {
  requireBuildOrExit('npm run test:e2e');
}
