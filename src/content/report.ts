/**
 * The Success Blueprint's fixed texts in English: headings, notes and the roadmap, around the model's own words.
 * buildReport (src/engine/report.ts) uses them; the Hindi module will have the same type, ReportContent.
 */
import type { ReportContent } from '../engine/report'
import { reportAdviceEn, subjectsIn } from './report-advice'
import { listEn as list, quoted } from './report-lists'

/** Said the same way in every family's roadmap, so the merged list of two families shows it once. */

export const reportContentEn: ReportContent = {
  title: 'Success Blueprint',
  preparedFor: (name, classLevel) => `Prepared for ${name}, Class ${classLevel}`,
  preparedOn: (date) => `Prepared on ${date}`,
  sampleNotice: 'SAMPLE REPORT: a fictional child, for parents deciding whether to buy',

  howToRead: {
    heading: 'How to read this report',
    paragraphs: [
      "This report comes from your child's own answers to the DEM scan: 27 questions, answered online. The answers are scored into 231 small factors, grouped into 33 domains in six parts: personality, interests, aptitudes, learning style, motivation and life skills.",
      'The report shows no scores. 27 answers are too few for a number to mean much: one answer changed can move a domain by several points. So each domain is shown only by its band, and career areas and streams that one changed answer could swap are shown as equally close. The scan makes a child choose between good things, so a domain your child chose less often is not a lack. There are no marks here, and there was nothing to pass.',
      "Each domain falls in one of three bands: stronger tendency, balanced, or growing area. Each band holds a third of your child's own 33 domains, so every child has all three. A growing area is simply where your support can help most.",
      'Interests and habits change a lot in the teenage years. Read this report as a picture of your child today, not as a final word. The picture may look different in a year or two, and that is normal.',
      'Read the report together with your child, a few pages at a time, and ask whether it sounds right. Then go through it with your counsellor in the debrief.',
    ],
  },

  glance: {
    heading: "Your child's profile at a glance",
    intro:
      'This chart shows all 33 domains in their six parts, each with its score and band. It gives you the whole picture before the pages that follow explain each part.',
    scaleNote:
      "Scores run from 0 to 100: how often your child's answers pointed that way. They compare your child's tendencies with each other, not with other children.",
  },

  bands: {
    stronger: 'Stronger tendency',
    balanced: 'Balanced',
    growing: 'Growing area',
  },

  bandSentence: {
    stronger: (name, domain) => `${domain} is among ${name}'s stronger tendencies.`,
    balanced: (name, domain) =>
      `${domain} is a balanced tendency for ${name}: it shows in some situations more than in others.`,
    growing: (name, domain) =>
      `${domain} is a growing area for ${name}, where your support can help it develop.`,
  },
  mixedAnswers: (name) =>
    `${name}'s own answers point more than one way here, so ask ${name} how it shows at home and at school.`,
  strengthFurther: (domain) => `More on ${domain.toLowerCase()} on the page “Top strengths”.`,
  supportFurther: (domain) =>
    `Ideas to try at home for ${domain.toLowerCase()}: see the page “Where your support helps most”.`,
  strengthChoice: (name, prompt, choice) =>
    `In the scan, asked ${quoted(prompt)}, ${name} chose ${quoted(choice)}.`,
  ratedAs: (name, statement, label) => `${name} answered “${label}” to ${quoted(statement)}.`,
  evidence: {
    most: (name, domain, behaviours) =>
      `In ${name}'s answers, ${domain.toLowerCase()} showed most as ${list(behaviours.map(quoted))}.`,
    already: (name, domain, behaviours) =>
      `${domain} is a growing area for ${name}, and the answers already show ${list(behaviours.map(quoted))} to build on.`,
  },

  partSummary: (name, stronger, growing) => {
    const lower = (items: readonly string[]) => list(items.map((item) => item.toLowerCase()))
    const middle = `the others sit in the middle of ${name}'s own range`
    if (stronger.length > 0 && growing.length > 0)
      return `${name}'s stronger areas here: ${lower(stronger)}; growing areas: ${lower(growing)}.`
    if (stronger.length > 0) return `${name}'s stronger areas here: ${lower(stronger)}; ${middle}.`
    if (growing.length > 0) return `${name}'s growing areas here: ${lower(growing)}; ${middle}.`
    return `Here every area sits in the middle of ${name}'s own range.`
  },
  learningStyle: {
    heading: 'How your child learns best',
    intro: (name, primary, secondary) =>
      `In the scan, ${name}'s answers put ${primary.toLowerCase()} first${secondary ? `, then ${secondary.toLowerCase()}` : ''}. Every child learns in more than one way: keep the study tips that help and let the others go.`,
    primary: 'Main way of learning',
    secondary: 'Also strong',
    tipsHeading: 'Study tips for this way of learning',
  },

  strengths: {
    heading: 'Top strengths',
    intro: (name, domains) =>
      `${name}'s answers were strongest in ${list(domains.map((domain) => domain.toLowerCase()))}. They are good places to start: notice them, praise the effort behind them and give ${name} chances to use them.`,
  },

  challenges: {
    heading: 'Where your support helps most',
    intro: (name, domains) =>
      `In the scan, ${name} chose ${list(domains.map((domain) => domain.toLowerCase()))} least often. They are not problems or labels, and every child has some: they are where a little encouragement at home can help most, with ideas to try below.`,
  },

  careers: {
    heading: 'Career families that suit your child',
    intro: (name) =>
      `The seven career families are listed by fit: how well ${name}'s current tendencies match what each family of careers asks for. Fit is not a prediction. Tendencies change, skills grow with practice, and with effort every path stays open.`,
    fitLabel: 'Fit',
    why: (name, leaning, growing) => {
      const also =
        growing.length > 0 ? ` It also asks for ${list(growing)}, which ${name} chose less often.` : ''
      if (leaning.length > 0)
        return `Why it fits: ${name}'s answers lean towards ${list(leaning)}, which this family of careers draws on.${also}`
      return growing.length > 0
        ? `What it draws on: ${list(growing)}, areas ${name} chose less often in the scan.`
        : `Why it fits: this family draws on several of ${name}'s tendencies.`
    },
    examplesLabel: 'Example careers',
    pathLabel: 'Development path',
    storyLabel: 'Success story',
    othersLabel: 'The other career families, less close to these answers',
  },

  roadmap: {
    heading: 'Your 6-24 month roadmap',
    intro: (name, families) => {
      const named = families.map((family) => `the ${family} family`)
      const from =
        named.length === 0
          ? `the career families that fit ${name} best`
          : named.length === 1
            ? named[0]
            : `two career families that fit ${name} well: ${list(named)}`
      return `This roadmap suggests skills, habits and milestones for the next two years, drawn from ${from}. Choose a few items at a time, and adjust them with ${name} and your counsellor.`
    },
    horizonLabel: (months, from, to) => `Months ${Math.max(1, months - 5)}-${months}: ${from} to ${to}`,
    afterSchool: [
      {
        skills: [
          'Choosing with care: read every counselling rule before locking a choice',
          'Comparing colleges: the course, the fees, the placement record and the distance from home',
        ],
        habits: [
          'One list of deadlines: counselling rounds, fee payments and reporting dates',
          'Copies of mark sheets, certificates and ID ready for admissions',
        ],
        milestones: ['Ask the counsellor before choosing between two offers'],
      },
      {
        skills: [
          'The first year of college, a diploma or an apprenticeship: attend, keep up and ask for help early',
          'One short course, internship or project in the holidays, linked to the chosen field',
        ],
        habits: [
          'A budget of your own: fees, travel and books',
          'Staying in touch with a teacher or mentor who knows your work',
        ],
        milestones: ['Join one club, society or team at college'],
      },
      {
        skills: [
          'A plan for the second year: an internship, a project or a skill certificate in the chosen field',
          'Reading beyond the syllabus in the field, one book or course a term',
        ],
        habits: [
          'A review of the year with a parent or mentor: what to keep and what to change',
          'A simple CV with projects, internships and certificates, kept up to date',
        ],
        milestones: ['A summer internship or project in the chosen field'],
      },
      {
        skills: [
          'Taking stock of the course: is it the right field? If not, ask about a change before the third year',
          'One skill that employers in the field ask for, learned outside class',
        ],
        habits: [
          'A steady weekly routine for study, work or training',
          'Saving a little each month, even a small amount',
        ],
        milestones: ['A talk with the counsellor or a mentor about the next two years'],
      },
    ],
    boardHabits: [
      'Sleep and meals at regular hours, through the exam weeks too',
      'A short walk or some play between study blocks',
    ],
    boardSkills: [
      'A revision timetable for the boards, one subject at a time, with the hardest first',
      "Last years' board papers, written against the clock",
    ],
    skillsLabel: 'Skills to build',
    habitsLabel: 'Habits to form',
    milestonesLabel: 'Milestones',
    families: {
      'technical-scientific': [
        {
          months: 6,
          skills: [
            'Mental maths and word problems, a little each day',
            'A free beginner course in block coding or Python',
          ],
          habits: [
            "Ask 'why' or 'how' about one thing each day, and look it up",
            'Keep a notebook of questions, ideas and small experiments',
          ],
          milestones: [
            'Finish one small science project or model at home',
            'Join a science, maths or coding club at school',
          ],
        },
        {
          months: 12,
          skills: [
            'Write small programs or build a simple circuit',
            'Read graphs and tables in news or science articles',
          ],
          habits: [
            'Spend 20 minutes, three times a week, on puzzles or coding',
            'Read one science article or magazine story each week',
          ],
          milestones: [
            'Take part in a science fair or school exhibition',
            'Try one maths or science olympiad at school level',
          ],
        },
        {
          months: 18,
          skills: [
            'Plan a fair test: change one thing, write down the results',
            'Explain a science idea clearly to a friend or a younger child',
          ],
          habits: [
            'Go over maths mistakes calmly and note what to do next time',
            "Check each answer by asking 'does this make sense?'",
          ],
          milestones: [
            'Complete a longer project, such as a working model or an app',
            'Visit a science centre, a lab or a college open day',
          ],
        },
        {
          months: 24,
          skills: [
            'Go deeper into one topic: robotics, astronomy, coding or biology',
            'Use a spreadsheet to record and chart data from a project',
          ],
          habits: [
            'Keep a simple record of projects, certificates and lessons learned',
            'Talk with someone who works in science or engineering',
          ],
          milestones: ['Show a project at school, at a fair or in a science magazine'],
        },
      ],
      'creative-media': [
        {
          months: 6,
          skills: [
            'Draw, write, photograph or make music a little each week',
            'Learn one free tool for drawing, photo editing or music',
          ],
          habits: [
            'Keep a sketchbook or journal and add to it often',
            'Notice design, stories and music around you and talk about them',
          ],
          milestones: [
            'Finish one small piece: a poem, a comic, a song or a short video',
            'Join an art, music, drama or school magazine club',
          ],
        },
        {
          months: 12,
          skills: [
            'The basics of the craft: colour, framing, rhythm or story',
            'Take feedback from a teacher or mentor and use it',
          ],
          habits: [
            'Practise at a fixed time each week, as you would for a sport',
            'Read widely: stories, comics, newspapers and design magazines',
          ],
          milestones: [
            'Enter one school or inter-school competition',
            'Gather the best pieces so far in one folder',
          ],
        },
        {
          months: 18,
          skills: [
            'Try a second medium, such as video after drawing',
            'Plan a creative project with a deadline, and finish it',
          ],
          habits: [
            'Study the work of artists, writers or designers you admire',
            'Ask a parent before sharing any work online',
          ],
          milestones: [
            'Work on a school event: posters, a play, a magazine or a video',
            'Show work in an exhibition, a performance or the school magazine',
          ],
        },
        {
          months: 24,
          skills: [
            'Learn how creative work is used in design, media and film',
            'Write a short note on each piece: the idea and the choices',
          ],
          habits: [
            'Keep the portfolio up to date, with the best pieces first',
            'Talk with someone who works in design, media or the arts',
          ],
          milestones: ['A simple portfolio of 8 to 10 pieces, on paper or online'],
        },
      ],
      'healthcare-life-sciences': [
        {
          months: 6,
          skills: [
            'How the body works: read one chapter beyond the syllabus',
            'Basic first aid, from a school or community session',
          ],
          habits: [
            'Look after sleep, food and exercise, and keep a simple log',
            'Help someone at home or in the neighbourhood each week',
          ],
          milestones: [
            'Finish a small biology project, such as growing plants',
            'Join an eco, health or science club',
          ],
        },
        {
          months: 12,
          skills: [
            'Observe and record carefully, for example in a plant diary',
            'Listen patiently and ask others how they feel',
          ],
          habits: [
            'Read one health or science story each week and discuss it',
            'Keep biology notes neat, with labelled diagrams',
          ],
          milestones: [
            'Take part in a biology quiz, olympiad or science fair',
            'Volunteer in a health or cleanliness drive at school',
          ],
        },
        {
          months: 18,
          skills: [
            'Basic lab skills, used safely in school practicals',
            'Learn about many health careers, not only medicine',
          ],
          habits: [
            'Study in steady, regular sessions, not last-minute bursts',
            'Keep a volunteering role, with NSS, scouts or a local NGO',
          ],
          milestones: [
            'Talk with a doctor, nurse, therapist or lab worker about their work',
            'Complete a first aid course, for example through the school',
          ],
        },
        {
          months: 24,
          skills: [
            'Read and understand a simple health news story',
            'Explain a health topic clearly to family or classmates',
          ],
          habits: [
            'Balance study with rest, play and time with family',
            'Keep a record of volunteering and what it taught you',
          ],
          milestones: ['Give a talk or make a poster on a health topic at school'],
        },
      ],
      'public-service-government': [
        {
          months: 6,
          skills: [
            'Read a newspaper for 10 minutes a day and share one story',
            'Speak up in class once a day, even briefly',
          ],
          habits: [
            'Follow local and national news with a parent',
            'Take on one small duty at home or in class and keep it',
          ],
          milestones: [
            'Join the debate, quiz, or scouts and guides group at school',
            'Learn how your panchayat or municipal ward works',
          ],
        },
        {
          months: 12,
          skills: [
            'Form an opinion and give reasons for it',
            'Basic facts of the Constitution: rights and duties',
          ],
          habits: [
            'Listen to both sides before deciding',
            'Write a short weekly note on a news story and why it matters',
          ],
          milestones: [
            'Take part in a debate, elocution or quiz competition',
            'Take on a role: class monitor, house captain or club leader',
          ],
        },
        {
          months: 18,
          skills: [
            'Write a clear, short letter or essay on a public issue',
            'Help a group that disagrees find a fair way forward',
          ],
          habits: [
            'Read one newspaper editorial each week',
            'Serve the community through NCC, NSS, scouts or an NGO',
          ],
          milestones: [
            'Take part in a youth parliament or Model United Nations',
            'Help organise a community or cleanliness drive',
          ],
        },
        {
          months: 24,
          skills: [
            'How laws are made and how courts work, in outline',
            'Speak to a group from short notes, not a written script',
          ],
          habits: [
            'Keep a general knowledge notebook and add to it each week',
            'Talk with someone in public service, law, teaching or defence',
          ],
          milestones: ['Lead a small project that helps the school or neighbourhood'],
        },
      ],
      'management-corporate': [
        {
          months: 6,
          skills: [
            'Plan a small family event: the list, the budget and the jobs',
            'Speak to a group for one minute about an idea',
          ],
          habits: [
            'Use a weekly planner for school work and activities',
            'Finish what you start, and tell others when it is done',
          ],
          milestones: [
            'Help organise a class party, a stall or a school event',
            'Join a club and take on one job in it',
          ],
        },
        {
          months: 12,
          skills: [
            'Work in a team: share tasks and keep everyone informed',
            'Make a simple presentation with slides or charts',
          ],
          habits: [
            'Read about one company or entrepreneur each month',
            "Ask for others' ideas before deciding for the group",
          ],
          milestones: [
            'Run a small stall at a school fair and keep the accounts',
            'Take part in a business quiz or an ideas competition',
          ],
        },
        {
          months: 18,
          skills: [
            'Persuade politely: listen first, then give reasons',
            'Basic money words: cost, price, profit and saving',
          ],
          habits: [
            'Set goals for a team project and check progress each week',
            'After each event, note what went well and what to change',
          ],
          milestones: [
            "Lead a club, house or event with a teacher's guidance",
            'Plan and run a small fundraiser for a good cause',
          ],
        },
        {
          months: 24,
          skills: [
            'Basics of marketing: who is it for, and why would they choose it',
            'Agree on a fair deal with others, and keep your word',
          ],
          habits: [
            'Keep a record of roles, events and lessons learned',
            'Talk with someone who runs a shop, a team or a business',
          ],
          milestones: ['Older students: a short internship or a day of job shadowing'],
        },
      ],
      'banking-money-management': [
        {
          months: 6,
          skills: [
            'Keep a simple pocket money record: money in, money out',
            'Practise percentages and fractions with real prices',
          ],
          habits: [
            'Save a small part of any gift or pocket money',
            'Check work carefully before handing it in',
          ],
          milestones: [
            'Manage the budget for one family outing or festival list',
            'Join the maths or commerce club at school',
          ],
        },
        {
          months: 12,
          skills: [
            'Use a spreadsheet to keep accounts and make a chart',
            'How a bank account, interest and UPI payments work',
          ],
          habits: [
            'Compare prices and value before buying',
            'Keep notes and papers in order, labelled by subject',
          ],
          milestones: [
            'Take part in a maths olympiad or a commerce quiz',
            'Keep the accounts for a class trip, a stall or a club',
          ],
        },
        {
          months: 18,
          skills: [
            'Basic accounting words: income, expense, asset and profit',
            'Read a simple bill, receipt or bank statement',
          ],
          habits: [
            'Read the business page of a newspaper once a week',
            'Plan a monthly budget for pocket money and stick to it',
          ],
          milestones: [
            'Visit a bank branch with a parent and learn what the staff do',
            'Make a savings plan for a small goal and follow it',
          ],
        },
        {
          months: 24,
          skills: [
            'Saving, borrowing and interest, worked out with examples',
            'Spot mistakes in numbers and records, patiently',
          ],
          habits: [
            'Be honest with money: clear records and no shortcuts',
            'Talk with someone who works in banking, accounts or insurance',
          ],
          milestones: ['Reach the savings goal, or review the plan and adjust it'],
        },
      ],
      'practical-field-work': [
        {
          months: 6,
          skills: [
            'Use basic tools safely, with an adult nearby',
            'Cook a simple dish, or grow plants from seed',
          ],
          habits: [
            'Help with one hands-on job at home each week',
            'Spend time outdoors: sport, walks or gardening',
          ],
          milestones: [
            'Repair or build one thing at home, from start to finish',
            'Join a sports team, an eco club or a hobby club at school',
          ],
        },
        {
          months: 12,
          skills: [
            'Measure and mark accurately for a small project',
            'Follow written and drawn instructions step by step',
          ],
          habits: [
            'Clean and put away tools and materials after work',
            'Ask skilled people how they do their work, and listen',
          ],
          milestones: [
            'Make something useful, such as a shelf or a garden bed',
            'Take part in a school craft, skills or work experience day',
          ],
        },
        {
          months: 18,
          skills: [
            'Safety at work: tools, electricity, fire and sharp edges',
            'Solve a practical problem at home and explain the steps',
          ],
          habits: ['Stay physically active most days', 'Keep a notebook of jobs done and skills learned'],
          milestones: [
            'Visit a workshop, a farm, a hotel kitchen or an ITI with a parent',
            'Take part in NCC, scouts or a community work drive',
          ],
        },
        {
          months: 24,
          skills: [
            'The basics of one trade of interest: electrical, cooking or farming',
            'Explain to a customer, politely, what was done and why',
          ],
          habits: [
            'Be on time and keep promises: skilled work runs on trust',
            'Talk with someone who works in a trade, on a farm or in a hotel',
          ],
          milestones: ['Older students: look at ITI, diploma and vocational courses'],
        },
      ],
    },
  },

  parents: {
    heading: 'For parents',
    intro:
      'A few ideas for using this report well at home. None of them costs money: they need only time, patience and attention.',
    supportHeading: 'How to support',
    support: ({ name, strengths, growing, families, learning, enjoys, dislikes }) => {
      const lower = (items: readonly string[]) => items.map((item) => item.toLowerCase())
      const them = (items: readonly unknown[]) => (items.length > 1 ? 'them' : 'it')
      return [
        strengths.length > 0
          ? `Start from ${name}'s strengths in the answers, ${list(lower(strengths))}: notice them when they show, and praise the effort behind them, not only marks.`
          : 'Start from the strengths. Praise effort and progress, not only marks.',
        growing.length > 0
          ? `For ${list(lower(growing))}, choose one small habit from “Where your support helps most” and keep it up for a month before adding another.`
          : 'Choose one or two ideas from the roadmap at a time, not all at once.',
        `The scan put ${learning.toLowerCase()} first for ${name}: try the study tips of “How your child learns best” together for two weeks, and keep the ones that help.`,
        families.length > 0
          ? `Give ${name} chances to see ${list(families)} up close: a club, a visit, or a talk with someone who does such work.`
          : `Give ${name} chances to try new things: clubs, sports, arts and volunteering.`,
        strengths[0] && growing[0]
          ? `Ask ${name}'s teachers whether they see ${strengths[0].toLowerCase()} at school too, and what helps with ${growing[0].toLowerCase()}.`
          : 'Talk with teachers about what they see at school.',
        enjoys.length > 0
          ? `${name} enjoys ${subjectsIn(enjoys)} most at school: ask what ${name} likes about ${them(enjoys)}, and find a club, a book or a visit that goes further.`
          : '',
        dislikes.length > 0
          ? `For ${subjectsIn(dislikes)}, which ${name} enjoys least, ask what makes ${them(dislikes)} hard before adding tuition.`
          : '',
      ].filter(Boolean)
    },
    avoidHeading: 'What to avoid',
    avoid: ({ name, growing, families }) => [
      `Comparing ${name} with brothers, sisters, cousins or classmates.`,
      'Treating the report as a verdict, or a band as a mark.',
      families[0]
        ? `Pushing one career, even one in ${families[0]}, or closing a door because of a band.`
        : 'Pushing one career, or closing a door because of a band.',
      growing[0]
        ? `Using “${growing[0]}” or any band as a label, at home or in front of others.`
        : 'Using a band or a domain as a label, at home or in front of others.',
      'Turning the roadmap into a timetable of extra classes.',
    ],
  },

  nextStep: {
    heading: 'Your next step: the debrief',
    paragraphs: [
      'A certified counsellor will go through this report with you and your child in a 45-minute session. Together you will look at the strengths, the areas to support and the career families, and agree on a few first steps.',
      'Book the debrief from My orders, at a time when your child can join. Before the session, read the report once and write down your questions. Ask your child to write down theirs too.',
      "In the session, your child's view matters most. The counsellor will ask what sounds right and what does not, because your child knows themselves better than any questionnaire can.",
    ],
  },

  advice: reportAdviceEn,
  about: {
    heading: 'What this report is, and what it is not',
    modelLine: (modelVersion, date) => `Made with version ${modelVersion} of the DEM scan model on ${date}.`,
    isHeading: 'This report is',
    is: [
      "A picture of your child's tendencies, from their own answers, at this point in time.",
      'A starting point for conversations at home, at school and with your counsellor.',
      'A set of practical ideas to try: study tips, habits and next steps.',
      "A way to see your child's strengths more clearly, and to support the rest.",
    ],
    isNotHeading: 'This report is not',
    isNot: [
      'A medical or psychological examination. It does not identify any condition.',
      'A measure of intelligence or ability.',
      'A prediction of what your child will become.',
      'A replacement for teachers, doctors or counsellors.',
      'A reason to close any door, or to open only one.',
    ],
  },
}
