/**
 * What a report's copied text (pdftotext) must not have: a score. A score is a number standing apart (a column, a
 * gauge) or a 0, not a number inside a sentence; the footer's page number and the cover's class are not scores.
 * Shared by the report's PDF tests and the end-to-end scans.
 */
export function printedScores(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/(Page \d+ of 20|Class \d+|पृष्ठ \d+ \/ 20|कक्षा \d+)$/.test(line))
    .filter((line) => /(^|\s{2})\d{1,3}$/.test(line) || /(^|\s)0(\s|$)/.test(line))
}
