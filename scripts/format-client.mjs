// Runs after `openapi-ts` (see `npm run generate`). The generator's output is already
// byte-for-byte deterministic, so this only pins what could still differ between machines:
// LF line endings and exactly one final newline. CI regenerates and fails on any diff, so two
// runs anywhere must give identical files. Writes a file only when it changes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../src/client/', import.meta.url));

async function* files(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

let changed = 0;
for await (const path of files(root)) {
  const before = await readFile(path, 'utf8');
  const after = `${before.replace(/\r\n?/g, '\n').replace(/\n*$/, '')}\n`;
  if (after !== before) {
    await writeFile(path, after);
    changed += 1;
  }
}
if (changed > 0) console.log(`format-client: normalised ${changed} file(s)`);
