// Playwright's global setup: the e2e tests run the built dist/; without one, say so once, before
// hundreds of tests each time out on a widget that never mounts.
import { requireBuild } from '../../scripts/dist-dir.ts';

export default function globalSetup(): void {
  requireBuild('npm run test:e2e');
}
