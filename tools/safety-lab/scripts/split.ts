// `pnpm safety:split [--check]`: assigns every row of the real-text pack to train,
// dev or test by its grouping key (Dreaddit post, ESConv conversation, otherwise the row) with a fixed
// seed, and writes splits/manifest.json (ids only). `--check` fails when the committed manifest differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildManifest, DATA_DIR, formatManifest, MANIFEST_FILE, SOURCES } from '../src/real';

const text = formatManifest(buildManifest());
if (process.argv.includes('--check')) {
  if (readFileSync(MANIFEST_FILE, 'utf8') !== text) {
    console.error(`split: ${MANIFEST_FILE} does not match the pack in ${DATA_DIR}`);
    process.exit(1);
  }
  console.log('split: manifest matches the pack');
} else {
  writeFileSync(MANIFEST_FILE, text);
  const m = JSON.parse(text);
  for (const s of SOURCES)
    console.log(
      `${s.padEnd(28)} train ${m[s].train.length}  dev ${m[s].dev.length}  test ${m[s].test.length}`,
    );
}
