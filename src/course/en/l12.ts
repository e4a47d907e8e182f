import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l12',
  session: 12,
  title: 'Your dashboard, leads and follow-up routine',
  summary:
    'Your workspace screen by screen, keeping a list of interested families with their consent, and a weekly routine that keeps every family followed up.',
  minutes: 25,
  topic: 'business',
  blocks: [
    { kind: 'heading', text: 'The routine is what makes you reliable' },
    {
      kind: 'paragraph',
      text: 'Good counsellors are not only good in the session. They are the ones who remember to call back, whose calendar is up to date, whose families never wait a week for an answer. That reliability does not come from memory; it comes from a routine. This last lesson walks through your workspace, explains how to keep track of families who are interested but have not yet bought, and gives you a weekly routine of about two hours that keeps everything moving. It ends with what comes after the course: the final assessment and the practical that certify you.',
    },
    { kind: 'heading', text: 'Your workspace, screen by screen' },
    {
      kind: 'paragraph',
      text: 'You sign in to your workspace with your email: the product sends a one-time code, and you stay signed in on that device for a while. The workspace is yours alone: you see only your own students and sessions. Its main parts:',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Students**: every order assigned to you: the child’s first name and class, the parent’s name, email and phone, the plan, when it was assigned, whether the scan is done, whether the report is ready, the debrief session, and whether the order is closed.',
        '**A student’s report**: the report as the family sees it, and the counsellor’s view with the figures; the PDF to download when you need it (and delete after, session 10).',
        '**Availability**: your weekly hours for debriefs (for example, Tuesday and Thursday evenings, Saturday morning), and dates you are away. Times are in India time. Each range must be at least as long as one session; ranges cannot overlap.',
        '**Sessions**: your booked debriefs, upcoming first, each with its calendar file. From here you cancel with a reason (the parent is mailed and asked to pick again), and after the time has come you mark a session held (with private notes and a parent note) or no-show.',
        '**Your profile**: your name, your meeting link (an https link to your video meeting room), your referral code and link, the number of students assigned to you, and your referral sales.',
        '**The course**: these lessons, your progress, the final assessment and the practical.',
      ],
    },
    {
      kind: 'figure',
      file: 'weekly-routine',
      alt: 'A week laid out as seven columns with blocks: Monday review of students and new reports, midweek debrief evenings, Friday follow-up calls and notes, Saturday morning debriefs and a seminar slot, Sunday off.',
      caption:
        'An example week: preparation early, debriefs in your opened hours, follow-ups before the weekend, one day fully off.',
    },
    { kind: 'heading', text: 'Setting up well' },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Set your meeting link** once and test it. Families join from it; if you have none, the session falls back to a phone call.',
        '**Open realistic hours.** Choose times you can keep every week, including at least one evening or weekend slot, when working parents and school children are free. It is better to open four reliable hours than twelve you often cancel.',
        '**Mark your away dates early**: festivals, exams you invigilate, family events. A family should never book a slot you cannot keep.',
        '**Check your profile**: your name as families will see it, your referral link copied correctly.',
      ],
    },
    {
      kind: 'note',
      text: 'Families book, move and cancel debriefs themselves, up to 12 hours before the start; reminders go to you and the family a day and an hour before. If you must cancel, do it as early as possible and with a clear reason; a cancelled family is asked to pick another time.',
    },
    { kind: 'heading', text: 'Reading the Students list each week' },
    {
      kind: 'paragraph',
      text: 'The Students list tells you where each family is. Read it with one question per row: **what does this family need from me next?** Most rows need nothing this week; a few need one action each. Write those actions down and do them before the week ends.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Assigned, scan not done**: the parent may need a nudge or help. A short, friendly message: how the scan works, that there are no right answers, that it takes about 20 minutes in a quiet place. Do not contact the child.',
        '**Report ready, no session booked**: read the report now, then invite the parent to book from your hours. Check for a careless-answering notice first (session 2).',
        '**Session booked**: prepare 20 minutes before (session 8).',
        '**Session held, not closed or follow-up due**: the follow-up call at the agreed date.',
        '**No-show**: one kind message offering new times; then leave it with the family.',
        '**Withdrawn**: the report is gone by the parent’s choice; nothing to do, and no contact to persuade them.',
      ],
    },
    { kind: 'heading', text: 'Leads: families who are interested but have not bought' },
    {
      kind: 'paragraph',
      text: 'After a seminar or a conversation, some parents will say, "Let me think about it," or "Call me after the exams." These are your **leads**. The product records families who buy through your link; it is up to you to remember the ones who have not yet decided. Keep a simple list (a notebook or a spreadsheet on your own device, protected by a password). Keep it lawful and respectful:',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Only with permission**: write down a parent’s contact only if they gave it to you to be contacted about this. Note when and where they gave it.',
        '**Adults only**: parents’ contacts, never children’s.',
        '**Only what you need**: name, contact, the child’s class, what they asked, when to call back. Nothing about the child’s personal life.',
        '**Contact them as agreed, once or twice**: "You asked me to call after the exams." If they say no, thank them and delete their details.',
        '**Delete old leads**: anyone who has not answered after two contacts, or who has not been in touch for a few months, comes off the list.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a lead list row',
      reportPage: null,
      text: [
        'Example row: "Mrs Gupta (example), parent, phone given at the school seminar on 14 March to be contacted after results. Son in class 10; question: Commerce or Humanities. Call in the last week of May. Called 27 May: will decide in June; call again 10 June."',
        'What it does not contain: the son’s name, his marks, anything Mrs Gupta said about family matters. Those are not needed to call her back, so they are not kept.',
      ],
    },
    { kind: 'heading', text: 'The follow-up routine' },
    {
      kind: 'paragraph',
      text: 'Follow-up is where the plan agreed in the debrief becomes action. A short call at the agreed date (usually four to six weeks after the session) asks the three review questions of session 7: What did you do? What did you learn? What do we change? Ten minutes is often enough. Update your private notes. If the family needs more than a call, offer a new session. If the child’s class has changed since the debrief, reread the report’s advice for the new class before you call, so the conversation fits where the child is now. And if a follow-up reveals distress or a safety concern, the referral rules of session 10 come first.',
    },
    {
      kind: 'example',
      title: 'Worked example: a follow-up call',
      reportPage: null,
      text: [
        'Counsellor: "Namaste Mrs Mehta, it’s your counsellor. We agreed I’d call about six weeks after Aarav’s session. Is this a good time for ten minutes?" … "How did the robotics club go?"',
        'Mrs Mehta: "He loves it. But the maths resource, not so much."',
        'Counsellor: "That’s useful to know. Aarav, what was wrong with it? … Too much like homework. Then let’s swap it for the measurement problems from your club’s projects; your teacher may have some. The repair project with your uncle: did it happen? … Next month, then. I’ll call again at the end of the term."',
        'Why this works: it is short, it checks each agreed step, it listens to the child, it changes what did not work, and it sets the next date. (Aarav is the sample report’s fictional child; Mrs Mehta is an example parent.)',
      ],
    },
    { kind: 'heading', text: 'A weekly routine of about two hours, plus your sessions' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Monday, 30 minutes**: read the Students list row by row; note who needs what; read new reports; check next week’s availability and away dates.',
        '**Before each session, 20 minutes**: preparation (session 8).',
        '**After each session, 10 minutes**: mark it held or no-show; write private notes and the parent note while they are fresh; set the follow-up date in your own calendar.',
        '**Friday, 45 minutes**: follow-up calls due this week; reply to any messages; call back leads who asked for it; correct any fact you promised to check.',
        '**Once a month, 30 minutes**: review the month: sessions held, follow-ups done, leads contacted and deleted; plan the next seminar or school visit; read any updates to the report or to exam dates.',
        '**One day a week**: no counselling work at all. Rested counsellors listen better, and families can tell the difference.',
      ],
    },
    { kind: 'heading', text: 'Short messages that work' },
    {
      kind: 'paragraph',
      text: 'Most of your contact with families between sessions is short messages. Write them in the family’s language, sign with your name, and keep each to one purpose. Three examples you can adapt:',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Scan not yet done**: "Namaste. I am your child’s counsellor for the Success Blueprint. The scan takes about 20 minutes; a quiet time when your child is rested works best, and there are no right or wrong answers. Once the report is ready, you can book a session with me. Please write if you have any questions."',
        '**Report ready**: "Namaste. Your child’s report is ready. You can book our 45-minute session at a time that suits you from the booking page. I will have read the report before we meet; please bring your questions, and your child."',
        '**Follow-up**: "Namaste. As agreed, I would like to call for ten minutes this week to see how the plan is going. Would Thursday evening or Saturday morning suit you?"',
      ],
    },
    { kind: 'heading', text: 'Common problems, and what to do' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Too many sessions in one week**: close some hours for the next week in your availability; do not squeeze preparation.',
        '**A family books and never comes**: mark no-show, send one kind message with new times, then leave the decision with them.',
        '**Your notes fall behind**: write them within the hour after each session; a week later you will have forgotten what mattered.',
        '**Follow-ups pile up**: put the follow-up date in your own calendar the moment you agree it in the session.',
        '**A parent messages late at night**: answer in your working hours; say in your first message when you usually reply. Urgent safety matters are the exception: point to Tele-MANAS (14416) and emergency services (112) in your reply.',
        '**You are unsure about a fact or a case**: check the official source, or ask your trainer, before you answer. A day’s wait is better than a wrong answer.',
      ],
    },
    { kind: 'heading', text: 'Measuring your own practice' },
    {
      kind: 'paragraph',
      text: 'Keep a few simple numbers for yourself each month, not to chase but to learn: how many debriefs you held, how many families you followed up on time, how many reports were bought through your link, and how many families came by recommendation. If follow-ups slip, make the Friday block sacred. If no family comes by recommendation after a few months, ask a trusted colleague to watch one of your debriefs (with the family’s permission) and tell you honestly what they see.',
    },
    { kind: 'heading', text: 'After the course: the assessment and the practical' },
    {
      kind: 'paragraph',
      text: 'When all twelve lessons are done, the final assessment opens: 30 questions drawn at random from a larger bank, across all the topics of this course, in 45 minutes measured by the server; 70% to pass; up to three attempts, 24 hours apart. After an attempt you see your score and the topics to revise, not the answer key. Then the practical: you read a sample report and write a debrief plan for it, which our staff score against a written rubric. The rubric follows this course: preparation, what the scan measures, the strengths and growing areas, the decision for the child’s class with correct facts, the plan, and care for consent and referral. Passing both certifies you, and your certificate can be verified by any parent online. Prepare for the practical as you would for a real family: read the sample report slowly, mark the five things of session 8, and write a plan that a parent could follow. Good luck; the families you will help are lucky to have a counsellor who took the time to learn this well.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Your workspace: students, reports, availability, sessions, your profile and link, the course.',
        'Set a working link, realistic hours and away dates; never let a family book a slot you cannot keep.',
        'Read the Students list weekly with one question: what does this family need from me next?',
        'Leads: parents only, with permission, minimum details, contacted as agreed, deleted when done.',
        'Follow up at the agreed date; keep a weekly routine and one day off.',
        'Short messages in the family’s language, one purpose each; notes written within the hour.',
        'The assessment: 30 questions, 45 minutes, 70%, three attempts 24 hours apart; then the practical.',
      ],
    },
  ],
  checks: [
    {
      id: 'l12-c1',
      prompt: 'A family’s report is ready but no session is booked. What is your next step?',
      options: [
        { id: 'a', text: 'Read the report, check for a careless-answering notice, then invite the parent' },
        { id: 'b', text: 'Wait a week or two, since families usually book when they are ready to talk' },
        { id: 'c', text: 'Message the child directly, since it is usually the child who has more time' },
        { id: 'd', text: 'Book a time for the family yourself, and mail them the slot you have chosen' },
      ],
      answer: 'a',
      explanation:
        'Read the report first (a flagged report needs a conversation about a retake), then invite the parent to book from your hours. Contact goes through the parent, and the family chooses its own time.',
    },
    {
      id: 'l12-c2',
      prompt: 'Which is an acceptable lead record?',
      options: [
        {
          id: 'a',
          text: 'Children’s phone numbers collected at a school talk, with their class and interest',
        },
        {
          id: 'b',
          text: 'A parent who asked for a call after results: name, phone, class, when to call',
        },
        {
          id: 'c',
          text: 'A parent’s contact taken from a school group, with the child’s class and question',
        },
        {
          id: 'd',
          text: 'A parent’s details kept for years after a no, in case they change their mind later',
        },
      ],
      answer: 'b',
      explanation:
        'Leads are adults who gave their contact to be contacted, with only the details needed, deleted when they decline or go quiet.',
    },
    {
      id: 'l12-c3',
      prompt: 'How should you set your availability in the workspace?',
      options: [
        { id: 'a', text: 'Open as many hours as you can, and cancel the ones you later cannot keep' },
        { id: 'b', text: 'Open only school hours, since parents usually prefer to book during the day' },
        { id: 'c', text: 'Open hours you can keep every week, including an evening or weekend slot' },
        { id: 'd', text: 'Open no hours, and arrange each time with the family by phone instead' },
      ],
      answer: 'c',
      explanation:
        'Families book from the hours you open. Reliable hours when families are free, and away dates marked early, prevent cancellations.',
    },
    {
      id: 'l12-c4',
      prompt: 'What is the main purpose of the follow-up call four to six weeks after a debrief?',
      options: [
        { id: 'a', text: 'To offer a second report, since the child will usually have changed by then' },
        { id: 'b', text: 'To check the agreed steps: what was done, what was learned, what to change' },
        { id: 'c', text: 'To ask the family for a testimonial, while the debrief is still fresh for them' },
        { id: 'd', text: 'To go through the report’s findings again, so the family remembers them well' },
      ],
      answer: 'b',
      explanation:
        'The follow-up turns the plan into action and revises it. A testimonial may be asked for only with permission and is never the purpose of the call.',
    },
  ],
}
