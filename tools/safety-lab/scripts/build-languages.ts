// `tsx tools/safety-lab/scripts/build-languages.ts`: rebuilds the multilingual evaluation sets from the
// public repositories' mirrors (MIRROR_DIR, bare git directories brought by the search tool's fetch) into
// LANG_DATA_DIR, outside the repository. A missing mirror is reported and skipped.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { csvRecords } from '../src/languages/csv';
import {
  ES_SUICIDE,
  ES_SUICIDE_FILE,
  everydayFile,
  LANG_DATA_DIR,
  MIRROR_DIR,
  MULTIJAIL,
  MULTIJAIL_FILE,
  TREEBANKS,
} from '../src/languages/sources';

function show(repo: string, file: string): string | null {
  const gitDir = path.join(MIRROR_DIR, repo, 'repo');
  if (!existsSync(gitDir)) return null;
  try {
    return execFileSync('git', ['--git-dir', gitDir, 'show', `HEAD:${file}`], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

/** The `# text = …` lines of a CoNLL-U file: one raw sentence each. */
function sentences(conllu: string): string[] {
  const out: string[] = [];
  for (const line of conllu.split('\n')) if (line.startsWith('# text = ')) out.push(line.slice(9).trim());
  return out.filter((s) => s.length > 0);
}

mkdirSync(path.join(LANG_DATA_DIR, 'everyday'), { recursive: true });
for (const [lang, tb] of Object.entries(TREEBANKS)) {
  for (const split of ['dev', 'test'] as const) {
    const file = `${tb.prefix}-ud-${tb.halves ? 'test' : split}.conllu`;
    const text = show(`UniversalDependencies+${tb.repo}`, file);
    if (text === null) {
      console.log(`${tb.repo} ${split}: not available`);
      continue;
    }
    const all = sentences(text);
    const half = Math.floor(all.length / 2);
    const lines = !tb.halves ? all : split === 'dev' ? all.slice(0, half) : all.slice(half);
    writeFileSync(everydayFile(lang, split), `${lines.join('\n')}\n`);
    console.log(`${tb.repo} ${split}: ${lines.length} sentences (${tb.licence})`);
  }
}

const mj = show(MULTIJAIL.repo, MULTIJAIL.file);
if (mj === null) console.log('MultiJail: not available');
else {
  // Only the rows drawn from Anthropic's red-team set; the 15 from the GPT-4 report are left out.
  const rows = csvRecords(mj).filter((r) => r.source === 'anthropics');
  const out = rows.map((r) => ({
    id: r.id,
    tags: (r.tags ?? '').match(/'[^']+'/g)?.map((t) => t.slice(1, -1)) ?? [],
    text: Object.fromEntries(MULTIJAIL.languages.map((l) => [l, r[l] ?? ''])),
  }));
  writeFileSync(MULTIJAIL_FILE, out.map((o) => JSON.stringify(o)).join('\n') + '\n');
  console.log(`MultiJail: ${out.length} requests (${MULTIJAIL.licence})`);
}

const es = show(ES_SUICIDE.repo, ES_SUICIDE.file);
if (es === null) console.log('Spanish suicide tweets: not available');
else {
  const rows = csvRecords(es).map((r) => ({ text: r.tweet_clean ?? '', label: Number(r.suicidio) }));
  const kept = rows.filter((r) => r.text.length > 0 && (r.label === 0 || r.label === 1));
  writeFileSync(ES_SUICIDE_FILE, kept.map((o) => JSON.stringify(o)).join('\n') + '\n');
  console.log(`Spanish suicide tweets: ${kept.length} rows (${ES_SUICIDE.licence})`);
}
