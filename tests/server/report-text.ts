/**
 * What a report's copied text (pdftotext) must not have: a score. A score is a number standing apart (a column, a
 * gauge) or a 0, not a number inside a sentence; the footer's page number and the cover's class are not scores.
 * Shared by the report's PDF tests and the end-to-end scans, with the Hindi forms that speak of the child in one
 * grammatical gender (issue 51.1).
 */
export function printedScores(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/(Page \d+ of 20|Class \d+|पृष्ठ \d+ \/ 20|कक्षा \d+)$/.test(line))
    .filter((line) => /(^|\s{2})\d{1,3}$/.test(line) || /(^|\s)0(\s|$)/.test(line))
}

/** The masculine forms the texts used of every child: none may speak of a girl. */
export const MASCULINE = [
  'आपका बच्चा',
  'आपके बच्चे',
  'अपने बच्चे',
  'आपका बेटा',
  'आपके बेटे',
  'बनाता है',
  'सीखता',
  'पूछता',
  'खड़ा होता',
  'कर रहा है',
  'घुलता-मिलता',
]
/** Their feminine twins: none may speak of a boy. */
export const FEMININE = [
  'आपकी बेटी',
  'अपनी बेटी',
  'बनाती है',
  'सीखती',
  'पूछती',
  'खड़ी होती',
  'कर रही है',
  'घुलती-मिलती',
]
