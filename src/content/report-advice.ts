/**
 * The report's advice texts in English (document version 2): the summary page for a busy parent, the child's own
 * page, the advice for the child's class and the school-year calendar. Said as "usually": dates move every year.
 */
import type { AdviceContent } from '../engine/report'
import type { SchoolSubject } from '../engine/types'
import { listEn as list, quoted } from './report-lists'
import { scanConsentContent } from './scan-consent'

const subjectNames = scanConsentContent.form.subjectNames
/** Subjects' names inside a sentence, as a list: lower case, but for the languages' names. */
export const subjectsIn = (subjects: readonly SchoolSubject[]) =>
  list(
    subjects.map((subject) =>
      subject === 'english' || subject === 'hindi'
        ? subjectNames[subject]
        : subjectNames[subject].toLowerCase(),
    ),
  )

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** Classes 6-8: the one new thing of every area's list, from the areas the child chose less often. */
const tryNew =
  'Try one new thing from an area your child chose less often in the scan (see “Where your support helps most”): a club, a book or a game, for a month, without pressure'

export const reportAdviceEn: AdviceContent = {
  summaryHeading: 'Summary for parents',
  certainty: {
    clear:
      'How sure this is: one career area stands out clearly; no single changed answer would put another ahead of it.',
    close:
      'How sure this is: two or three career areas are about equally close; one changed answer could reorder them, so read them together.',
    open: 'How sure this is: the answers do not separate the career areas clearly. Read this report as a first look, talk it over, and consider retaking the scan in a few months.',
  },
  strengthsLabel: 'Top strengths (from the answers)',
  streamsLabel: 'Closest streams for class 11',
  leadingLabel: 'Leading career areas',
  tiedNote: 'Shown as equally close, in no order: one changed answer could change which comes first.',
  nextDecisionLabel: 'The next decision for this class',
  nextDecision: (classLevel) =>
    classLevel <= 8
      ? 'No stream decision yet. These years are for trying subjects, clubs and activities, and noticing what your child keeps coming back to.'
      : classLevel === 9
        ? 'The stream for class 11 is chosen after class 10 boards (usually February-March, results in May). Use class 9 to try the subjects each stream needs.'
        : classLevel === 10
          ? 'The stream for class 11: usually chosen between the boards (February-March) and the start of class 11 (April), often confirmed after the results in May.'
          : classLevel === 11
            ? 'Which entrance exams to prepare for: most are taken in class 12 or just after it, and some registrations open in the autumn of class 12.'
            : 'Which entrance exams and colleges to apply to this year: registrations usually open between October and March; the boards are usually in February-March.',
  thisMonthLabel: 'Three things to do this month',
  thisMonth: (classLevel, families, strength) => {
    const family = list(families)
    return [
      strength
        ? `Read the pages “For you” and “Top strengths” with your child and ask whether ${strength.toLowerCase()} sounds like them, and which parts do not.`
        : `Read the page “For you” with your child and ask which parts sound right and which do not.`,
      classLevel <= 8
        ? `Pick one club, hobby or book linked to ${family || 'the leading career area'} and try it for a month.`
        : classLevel <= 10
          ? family
            ? `On the stream page, find the streams that lead to ${family} careers and list what to check before choosing (subjects, marks needed, the school's options).`
            : `Look at the stream page together and list what to check before choosing (subjects, marks needed, the school's options).`
          : `Note the entrance exams on the class page in a calendar, with the registration months.`,
      family
        ? `Book the debrief with your counsellor and bring your questions about ${family} careers.`
        : 'Book the debrief with your counsellor and bring your questions.',
    ]
  },
  carelessHeading: 'Please read first: how the scan was answered',
  careless: {
    'same-answer': 'Almost every question got the same answer, which is unlikely to describe your child.',
    'all-middle':
      'Every rating was the middle one, so the scan could not tell what your child likes more or less.',
    'too-fast': 'The answers came faster than a child can read the questions (a median under 2 seconds).',
    contradictions: 'Some answers say opposite things about the same habit.',
  },
  retake:
    'Read this report with care: it may not describe your child well. You can reopen the scan once, free, from My orders, and ask your child to answer again calmly.',
  childHeading: (name) => `For you, ${name}`,
  childGuess:
    'Your answers did not show clearly what you like more and what less, so this page can only guess. If you answer the scan again, choosing what really suits you, it can say more.',
  childNames: {
    curiosity: 'asking why and looking things up',
    organisation: 'planning and keeping things in order',
    sociability: 'being with lots of people',
    empathy: 'noticing how others feel',
    'emotional-balance': 'staying calm when things get hard',
    confidence: 'speaking up and trying hard things',
    adaptability: 'getting used to new things',
    'building-fixing': 'building and fixing things',
    investigating: 'finding out how things work',
    creating: 'making art and music',
    'helping-people': 'helping people',
    'leading-persuading': 'leading and convincing others',
    'organising-data': 'keeping track of money and records',
    'words-language': 'reading and writing',
    numbers: 'working with numbers',
    'logical-reasoning': 'thinking step by step',
    'spatial-thinking': 'picturing shapes and maps in your head',
    'hands-on-reasoning': 'working out how machines work',
    'creative-problem-solving': 'new ideas for old problems',
    'learning-visual': 'learning by seeing',
    'learning-auditory': 'learning by listening and talking',
    'learning-reading-writing': 'learning by reading and writing',
    'learning-hands-on': 'learning by doing',
    'achievement-drive': 'doing your very best',
    'love-of-learning': 'learning new things for fun',
    purpose: 'choosing things because they help others',
    recognition: 'being noticed for what you do',
    independence: 'doing things your own way',
    'time-management': 'planning your time',
    teamwork: 'working in a team',
    communication: 'talking things over with people',
    'focus-discipline': 'sticking with a task',
    resilience: 'bouncing back after a hard time',
  },
  childLines: (_addressAs, strengths, families, choices, learning, growing) =>
    [
      'This page is for you: it comes from your own answers, not from marks or tests.',
      strengths.length > 0 ? `Your answers point most often to ${list(strengths)}.` : '',
      ...choices.map(({ prompt, label }) => `You were asked ${quoted(prompt)} and chose ${quoted(label)}.`),
      `In your answers, ${learning.toLowerCase()} came first: try it on the next lesson you find hard.`,
      growing.length > 0
        ? `Least often, you chose ${list(growing)}: that is not a weakness, it is where trying something new can help most.`
        : '',
      families.length > 0
        ? `The kinds of work that match your answers today are ${list(families)}: a start, not a decision.`
        : '',
      'Interests change as you grow: try new things, keep what you enjoy, and talk about it at home.',
    ].filter(Boolean),
  classHeading: (classLevel) =>
    classLevel <= 8
      ? `Class ${classLevel}: a time to explore`
      : classLevel <= 10
        ? `Class ${classLevel}: choosing the stream for class 11`
        : `Class ${classLevel}: paths from your stream`,
  exploreIntro:
    'In classes 6-8 no stream needs choosing. These are things to try this year, picked from the career areas your child leans to: subjects to enjoy, two kinds of reading, an activity, and one new thing. None of it is homework: try one or two at a time, keep what your child enjoys and let the rest go.',
  // Each family's list: the subjects, the reading, an activity, and one new thing from an area chosen less often (the
  // page shows all four for one leading area, the first two of each for two or three).
  explore: {
    'technical-scientific': [
      'Subjects to enjoy in classes 6-8: maths puzzles and patterns, science experiments, and computer lessons if the school has them',
      'Two kinds of reading: a children’s science magazine or the science page of the newspaper, and true stories of inventors and scientists',
      'Join a science, robotics or coding club, or build a simple circuit or model from a kit',
      tryNew,
    ],
    'creative-media': [
      'Subjects to enjoy in classes 6-8: art, music, writing in English or Hindi, and drama or craft where the school offers them',
      'Two kinds of reading: stories and poems in any language the family speaks, and comics or picture books that tell a story in pictures',
      'Join the art, music, drama or school magazine club, and keep a sketchbook or a notebook of stories',
      tryNew,
    ],
    'healthcare-life-sciences': [
      'Subjects to enjoy in classes 6-8: science (the living world, the human body, food and health) and physical education',
      'Two kinds of reading: books on the human body and how medicines work, and true stories of doctors, nurses and carers',
      'Join the health, eco or first-aid club; grow plants or care for a pet and keep notes',
      tryNew,
    ],
    'public-service-government': [
      'Subjects to enjoy in classes 6-8: social science (history, civics, geography), the languages, and debate where the school offers it',
      'Two kinds of reading: a newspaper page with a parent each week, and lives of leaders and freedom fighters',
      'Join the debate, model UN or student council, or a social service or cleanliness drive',
      tryNew,
    ],
    'management-corporate': [
      'Subjects to enjoy in classes 6-8: maths for money and percentages, English or Hindi for speaking and writing, and social science',
      'Two kinds of reading: how companies and shops you know started, and the business or local news page',
      'Organise a class event or a sale for a cause, and share the work with friends',
      tryNew,
    ],
    'banking-money-management': [
      'Subjects to enjoy in classes 6-8: maths (percentages, data and graphs) and social science (how money and markets work)',
      'Two kinds of reading: simple books on saving and how banks work, and the prices and figures in the newspaper',
      'Keep a notebook of pocket money (saved, spent, shared) and help with the household budget for one festival',
      tryNew,
    ],
    'practical-field-work': [
      'Subjects to enjoy in classes 6-8: science (plants, machines, weather), maths for measuring, physical education, and work education or craft',
      'Two kinds of reading: how-to books on fixing and making things, and books on nature, farming or travel',
      'Fix things at home with an adult (a cycle, a tap, a plug), or join the sports, scouts or nature club',
      tryNew,
    ],
  },
  streamIntro:
    'Each stream with its fit for your child, from the answers (not from marks). Streams shown as equally close could change places with one changed answer: weigh them together, with your child’s marks and wishes.',
  streamNames: {
    pcm: 'Science (PCM)',
    pcb: 'Science (PCB)',
    pcmb: 'Science (PCMB)',
    commerce: 'Commerce',
    humanities: 'Humanities',
    vocational: 'Vocational or diploma',
  },
  streamCheck: {
    pcm: 'comfort with maths and physics in class 9-10; the school offers computer science or other electives.',
    pcb: 'interest in biology beyond the exam; years of study for medicine (MBBS is 5½ years) suit your family.',
    commerce: 'whether to take maths with commerce (many economics and finance courses ask for it).',
    humanities:
      'the subjects on offer (such as psychology, economics, political science, painting, music or mass media); humanities leads to law and the civil services, and the design entrances (UCEED, NID DAT, NIFT) take students from any stream.',
    vocational: 'the trade or diploma chosen, and the recognised polytechnic or ITI near you.',
  },
  checkLead: (name, domain, band, enjoyed = []) =>
    band === 'stronger'
      ? `Check (${name}'s answers lean to ${domain.toLowerCase()}):`
      : band === 'growing'
        ? enjoyed.length > 0
          ? `Check (${name} chose ${domain.toLowerCase()} less often in the scan but enjoys ${subjectsIn(enjoyed)}, you told us: the marks there are the better guide):`
          : `Check (${domain.toLowerCase()} is an area ${name} chose less often in the scan):`
        : `Check (${domain.toLowerCase()} sits in the middle of ${name}'s answers):`,
  streamWhy: (name, family, reasons, closeness) => {
    if (closeness === 'less') return `It rests most on ${family} careers, where ${name}'s answers lean less.`
    return reasons.length > 0
      ? `It draws most on ${family} careers, which ${name}'s answers point to through ${list(reasons)}.`
      : `It draws most on ${family} careers.`
  },
  streamSubjects: (name, liked, disliked) => {
    if (liked.length > 0 && disliked.length > 0)
      return `Of its subjects, ${name} enjoys ${subjectsIn(liked)} most and ${subjectsIn(disliked)} least.`
    if (liked.length > 0) return `Of its subjects, ${name} enjoys ${subjectsIn(liked)} most.`
    if (disliked.length > 0)
      return `Of its subjects, ${name} enjoys ${subjectsIn(disliked)} least: weigh that with the marks.`
    return ''
  },
  fitWords: { close: 'Closest fit', possible: 'Possible fit', less: 'Less close' },
  pathsIntro: (stream) =>
    `From ${stream || 'the current stream'}: the entrance exams it usually leads to, with their usual months. Dates change every year: check each exam's official website.`,
  otherRoutes: (family, stream) =>
    `${family}: few of its careers start from ${stream}; a counsellor can show the bridges (a diploma, a different degree, a gap year's preparation).`,
  prepareLabel: 'Preparing from this stream',
  prepare: {
    pcm: [
      'JEE Main follows the NCERT books of classes 11 and 12 closely: make them the base before any coaching material. State engineering exams often follow their own board’s syllabus: check yours.',
      'Decide during class 11 whether to prepare for JEE, and how (at school, on your own or with coaching), so that class 12 is not the first try.',
      'Keep a second route in view: CUET-UG opens B.Sc and other degrees at central universities, and the design entrances take PCM students too.',
    ],
    pcb: [
      'NEET-UG is set on the NCERT books of classes 11 and 12: biology most of all, with physics and chemistry.',
      'Government MBBS seats are few for the number who sit NEET: look at nursing, pharmacy, physiotherapy and allied health, which lead to good careers too.',
      'CUET-UG opens B.Sc courses in the life sciences at central universities: register for it as well as NEET.',
    ],
    pcmb: [
      'With both maths and biology, both JEE Main and NEET-UG stay open; most children choose one by the end of class 11, to prepare for it well.',
      'Both exams are set on the NCERT books of classes 11 and 12: make them the base before any coaching material.',
      'CUET-UG opens B.Sc courses at central universities in either science: register for it as a second route.',
    ],
    commerce: [
      'Accountancy, economics and maths are the base of CA Foundation (taken after class 12) and of most commerce degrees.',
      'IPMAT, for the IIMs’ five-year management programmes, tests maths and English whatever the stream: practise both.',
      'CUET-UG’s subject papers follow the class 12 subjects: choose them with the degrees you want in mind.',
    ],
    humanities: [
      'CUET-UG’s subject papers follow the class 12 subjects: choose them with the degrees you want in mind (such as psychology, economics or political science).',
      'CLAT, for law, tests English reading, current affairs, legal and logical reasoning, and some class 10 maths: a newspaper every day and past papers are the best start.',
      'NID DAT, NIFT and UCEED ask for drawing and design thinking: a sketchbook kept through class 11 and 12 helps more than a last-month course.',
    ],
    vocational: [
      'Finish the trade’s practical hours and its certificate: employers and apprenticeships ask for them.',
      'An apprenticeship pays a monthly stipend while you learn on the job (the government’s schemes: NAPS for trades, NATS for class 12 vocational and diploma holders). A B.Voc degree (3 years) also takes the trade on to a degree.',
      'A diploma can lead on to a degree: many states admit diploma holders to the second year of a B.Tech (lateral entry).',
      'If a degree you want asks for a subject you do not have, such as maths, the open school (NIOS) lets you add it.',
    ],
  },
  careersLabel: 'In this family, the careers closest to these answers',
  examsLabel: 'Usual entrance',
  otherStream: (stream) =>
    `(Not usually entered from ${stream}: ask your counsellor about the way across, such as a subject added through the open school, NIOS.)`,
  monthYear: (year, month) => `${MONTHS[month - 1]} ${year}`,
  later: (year) => `Later (${year})`,
  events: {
    'pre-boards': () => 'Pre-boards and revision (usually December-January)',
    boards: (level) => `Class ${level} boards (usually February-March)`,
    'board-results': (level) => `Class ${level} results (usually May)`,
    olympiads: () => 'Olympiads and competitions: ask the school when to register (often July-September)',
    'annual-exams': (level) => `Class ${level} annual exams (usually February-March)`,
    'stream-choice': () =>
      'Choose the class 11 stream, then confirm the seat and subjects at school (usually March-May)',
    'stream-ahead': () =>
      'The stream for class 11 is chosen at the end of class 10 (usually March-May), with the interests and marks of classes 9-10 in view; no decision is needed now',
    'new-class': (level) => `Class ${level} starts`,
    'half-yearly': (level) => `Class ${level} half-yearly exams (usually September-October)`,
    'autumn-forms': () =>
      'Entrance registrations (usually): UCEED and NID DAT in September-October, JEE Main in October-November; check the official sites',
    'nda-forms': () => 'NDA-I registration (usually December-January; check the official site)',
    'entrance-window': () =>
      'Entrance season: the first exams in December-January (such as CLAT and NID DAT), most in April-June; note the dates of yours',
    'cuet-neet-forms': () =>
      'CUET-UG and NEET-UG registration (usually February-March; check the official sites)',
    'cuet-forms': () => 'CUET-UG registration (usually February-March; check the official site)',
    'design-forms': () =>
      'UCEED and NID DAT registrations, open to every stream (usually September-October; check the official sites)',
    'clat-forms': () =>
      'CLAT registration, for law (usually July-October, for the exam in December; check the official site)',
    'ipmat-forms': () =>
      'IPMAT registration, for the IIMs’ five-year management programme (usually February-April; check the official site)',
    admissions: () =>
      'Counselling and admissions (usually June-August): JoSAA and state counselling for engineering, MCC and state counselling for medicine, the universities’ CUET admissions, diploma and apprenticeship admissions; check the official sites',
  },
  calendarLabel: 'The next 24 months at school',
  calendarInRoadmap:
    'The dates of the next two years (the boards, the stream choice and the new class among them) are in the Milestones of “Your 6-24 month roadmap”.',
  aptitudeNote:
    '“Aptitudes” here means the ways of thinking your child prefers, read from the answers. The scan does not test ability.',
}
