// Adds up the JSON reports of every suite CI ran and prints one closing line.
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
let skipped = 0
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if ('numPassedTests' in report) {
    // vitest
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
  } else if (report.stats) {
    // playwright
    passed += report.stats.expected
    failed += report.stats.unexpected + report.stats.flaky
    skipped += report.stats.skipped
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed`)
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
