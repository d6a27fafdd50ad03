// Browser tests drive Debian's Chromium; say how to get it when it is missing.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium was not found at ${path}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
