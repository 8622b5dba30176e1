/** `npm run release`'s check (build/release.ts): CHANGELOG.md names the version being released, with its date. */
import { readFileSync } from 'node:fs';
import t from 'tap';
import { changelogProblem } from '../../build/release.ts';

t.test("CHANGELOG.md names package.json's version with its date", async (t) => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  t.equal(changelogProblem(version, readFileSync('CHANGELOG.md', 'utf8')), undefined, `## ${version} — YYYY-MM-DD is there`);
});

t.test('a version the changelog does not name, or names without a date, is refused', async (t) => {
  const changelog = '# Changelog\n\n## 1.2.0 — 2027-01-05\n\n## 1.1.0\n';
  t.equal(changelogProblem('1.2.0', changelog), undefined);
  t.match(changelogProblem('1.3.0', changelog), /^CHANGELOG\.md has no heading "## 1\.3\.0 — YYYY-MM-DD"/);
  t.match(changelogProblem('1.1.0', changelog), /no heading/, 'no date: not released yet');
  t.match(changelogProblem('1.2.0-rc.1', '## 1.2.0-rc.10 — 2027-01-05\n'), /no heading/, 'the whole version, not a prefix');
  t.match(changelogProblem('1.2.0', '## 1x2x0 — 2027-01-05\n'), /no heading/, 'dots are dots');
});
