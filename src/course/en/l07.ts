import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l07',
  session: 7,
  title: 'Building a 6-24 month skills roadmap',
  summary:
    'Reading the report’s roadmap, anchoring it to the school year and the exam calendar, and turning it into steps a family will actually take.',
  minutes: 25,
  topic: 'streams-exams',
  blocks: [
    { kind: 'heading', text: 'What the roadmap is for' },
    {
      kind: 'paragraph',
      text: 'A report that describes a child but does not say what to do next leaves a family where they started. The roadmap is the report’s answer to "so what now?" It sets out what the child can do at **6, 12, 18 and 24 months** from the report’s date, for the leading career family (or the first two, when families are equally close), with the milestones of the child’s class: a stream choice, board exams, entrance exam windows. Your job is to make it the family’s own: realistic for their time, money and place, with names and dates. This lesson shows how the report builds the roadmap, how to anchor it to the calendar the family lives by, and how to write steps that survive the first busy month.',
    },
    {
      kind: 'figure',
      file: 'roadmap',
      alt: 'A timeline from today to 24 months with four markers at 6, 12, 18 and 24 months; above it, activities to explore and skills to build; below it, school milestones such as board exams and entrance exam windows.',
      caption:
        'The roadmap: four horizons from the report’s date, skills above the line and the school calendar below it.',
    },
    { kind: 'heading', text: 'How the report builds it' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Dated from the report’s date**: "by June 2027", not "in month 19". A family can put a date in a calendar.',
        '**Fitted to the class**: a class 7 child gets exploration (activities, clubs, reading, a hobby tried seriously); a class 9 child gets the year to test interests before the stream choice, and a class 10 child has the stream choice in the first horizon, before it is due; a class 11-12 child gets entrance exam steps from their current stream.',
        '**Fitted to the leading families**: the skills and experiences that the family’s careers use (building projects for technical; a portfolio for design; debating and reading for law; volunteering for healthcare and public service).',
        '**Honest about ties**: when two families are equally close, the roadmap gives ways to test both before choosing.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Read the roadmap yourself before the debrief and mark three things: the step in the first horizon that fits this family best, the decision point and its month, and any step that needs money, travel or an adult’s time the family may not have. Those three marks are your preparation for the roadmap part of the session, which usually takes about ten minutes of the 45.',
    },
    { kind: 'heading', text: 'Three kinds of step' },
    {
      kind: 'paragraph',
      text: 'Every good roadmap mixes three kinds of step. Check that yours does.',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Explore**: experiences that test an interest cheaply: a club, a workshop, a day shadowing someone at work, a short online course, a visit to a college open day. The question each one answers: "Do I enjoy this when I actually do it?"',
        '**Build**: skills that the leading careers need and that grow with steady practice: coding basics, sketching for a design portfolio, reading newspapers and writing for law, spoken English or another language, maths practice for PCM.',
        '**Decide and prepare**: the milestones: choosing a stream, choosing subjects, registering for an entrance exam, preparing for it, applying.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'The balance shifts with the class. For classes 6-8, it is mostly explore, a little build. For class 9, explore and build, with the stream decision looming. For class 10, decide comes early and build continues. For classes 11-12, decide and prepare dominate, but explore does not vanish: a class 11 student can still test design or law through a weekend workshop before committing to an exam.',
    },
    { kind: 'heading', text: 'Build steps for each career family' },
    {
      kind: 'paragraph',
      text: 'The report suggests build steps for the leading families. Know a few for each family yourself, so you can swap one that does not fit the family’s situation for another that does. All of these can be started in school years and at little or no cost.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Technical and Scientific**: small build or repair projects; a beginner’s coding course; science exhibitions and olympiads; steady maths practice if PCM is in view.',
        '**Creative and Media**: a sketchbook kept weekly; a portfolio of the best pieces; writing for the school magazine; photography or video with a phone; design entrance sample papers in classes 11-12.',
        '**Healthcare and Life Sciences**: first-aid training; volunteering where allowed; reading about the body and health; biology practicals taken seriously; a day observing a clinic or pharmacy with permission.',
        '**Public Service and Government**: debating and the school parliament; reading a newspaper daily; community service; NCC or scouts and guides; for NDA aspirants, physical fitness and the SSB’s style of group tasks.',
        '**Management and Corporate**: organising an event; a small business project (a stall at the school fair); leading a team; maths practice for IPMAT-type questions.',
        '**Banking and Money Management**: keeping accounts for a family budget or a club; reading the business pages; accountancy basics; maths practice.',
        '**Practical and Field Work**: hands-on work with a skilled relative or neighbour; visits to an ITI or polytechnic; sports or outdoor activities taken seriously; a short skill course from a government portal.',
      ],
    },
    { kind: 'heading', text: 'Anchoring to the Indian school year' },
    {
      kind: 'paragraph',
      text: 'Most schools run from April to March. Class 10 and class 12 board exams are usually in February and March, with results usually in May. Entrance exams have their own usual windows (session 6): JEE Main around January and April, NEET-UG around May, CUET-UG around May-June, CLAT around December, the design tests around December to February, NDA around April and September. Registration for most of them opens months before the exam. A roadmap step like "prepare for CLAT" is only useful if it also says when to look for the registration.',
    },
    {
      kind: 'note',
      text: 'Write windows as "usually" and add "check the official site by…" with a date a few months ahead. For example: "CLAT is usually in December; check the consortium’s site for registration by August."',
    },
    {
      kind: 'example',
      title: 'Worked example: the sample report’s roadmap for a class 9 child',
      reportPage: null,
      text: [
        'Open the roadmap in Aarav’s report. Aarav is in class 9. Read the four horizons and notice where the stream decision sits.',
        'What a counsellor might say: "Here is the plan the report suggests, dated from the day the report was made. In the first six months: a science, maths or coding club, one small science project or model at home, a first-aid session, and a little maths every day, which matters if PCM stays in view. Class 10 starts within the year; the class 10 boards and the stream choice for class 11 sit in a later horizon, and the choice is usually made before the results in May: we will look at his marks, his interests and this report together then. Let’s turn the first six months into three things with names and dates."',
        'Why this works: the counsellor reads the plan in the order time runs, points out the decision point, and makes the nearest horizon concrete.',
      ],
    },
    { kind: 'heading', text: 'Making steps real: who, what, when, how we’ll know' },
    {
      kind: 'paragraph',
      text: 'A roadmap fails in the same way every time: it stays on paper. Steps survive when each has four things. **Who** will do it (the child, a parent, a teacher). **What** exactly ("join the school’s robotics club", not "explore engineering"). **When** (a date or a week). **How we will know** it happened and how it went ("he tells us in the follow-up call what he built and whether he’d do it again").',
    },
    {
      kind: 'example',
      title: 'Worked example: from a vague step to a real one',
      reportPage: null,
      text: [
        'Vague: "Explore healthcare careers."',
        'Real: "Meera (an example, class 10) spends one Saturday in December at her aunt’s clinic, with her aunt’s agreement, watching the reception, the consultations she is allowed to see and the pharmacy. Her mother arranges it. On the follow-up call in January, Meera tells us three things she liked and one she didn’t."',
        'Why it works: a fifteen-year-old can do it, it costs nothing, it tests the interest in reality, and there is a time to talk about it.',
      ],
    },
    { kind: 'heading', text: 'Fitting the plan to the family' },
    {
      kind: 'paragraph',
      text: 'Families differ in time, money, transport, language and what is available nearby. A roadmap written for a metro family with money for workshops is useless to a family in a small town where the nearest design college is a day away. Ask before you suggest: "What is near you? What can you spend each month on activities, if anything? Who in your family or neighbourhood works in something close to these careers?" Then choose steps that fit. Free options exist for almost everything: school clubs, library books, government skill portals, open days, relatives’ workplaces, YouTube channels of universities and museums, free online courses.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**No money**: school clubs, library, volunteer work, a relative’s workplace, free online courses.',
        '**Little time** (long commutes, household duties): one step a month, not three; weekends; holidays planned ahead.',
        '**A small town**: online versions, a single trip planned around a college’s open day, regional polytechnics and ITIs visited in person.',
        '**A different home language**: steps in the language the child is most comfortable with first; English practice as a separate build step if the path needs it.',
      ],
    },
    { kind: 'heading', text: 'Roadmaps for different classes' },
    {
      kind: 'example',
      title: 'Worked example: class 7, exploration',
      reportPage: null,
      text: [
        'An example class 7 girl, Sana, has Creating and Helping people among her clearest strengths.',
        'A six-month plan: join the art club; read one illustrated biography a month (of an artist, a doctor, a teacher); help organise the school’s annual day decorations; try a free beginner’s animation app during the holidays. At 12 months: talk about what she enjoyed most. No stream talk yet.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: class 11, preparing from the current stream',
      reportPage: null,
      text: [
        'An example class 11 boy, Rahul, is in Commerce with maths; his leading families are Management and Corporate and Banking and Money Management, equally close.',
        'A plan: in the first six months, read about the CA route and the five-year management programmes; attend one CA orientation session if offered locally; try IPMAT’s sample questions to see how the maths section feels. By 12 months (early class 12): choose whether to prepare for IPMAT, plan for the CA Foundation (taken after class 12; check ICAI’s current registration rules), or apply to B.Com and BBA programmes through CUET-UG; note each one’s usual month and check registration dates on the official sites. Build steps throughout: maths practice, reading the business pages of a newspaper.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: class 10, between the boards and the results',
      reportPage: null,
      text: [
        'An example class 10 girl, Kavya, finishes her board exams in March. Her report shows Science with biology and Humanities as equally close streams.',
        'A plan for the weeks between the exams and the results: one week reading about psychology, a subject she can take in Humanities and that also connects to healthcare; one week attending a free online biology lecture series; a visit to the school’s class 11 orientation; a conversation with a Humanities teacher and a biology teacher. By the results in May, she and her parents decide with her marks, her report and what she learned in these weeks.',
        'Why this works: the tie between two streams is tested with real experiences in the free weeks, exactly when the decision is due.',
      ],
    },
    { kind: 'heading', text: 'The child’s voice in the roadmap' },
    {
      kind: 'paragraph',
      text: 'The child is the one who will do almost every step. A roadmap decided over the child’s head rarely survives the first month. In the debrief, let the child choose between two options for at least one step in each horizon ("the robotics club or the science exhibition: which one?"), and let them name one step of their own. Write the child’s choice down in their words. Children keep promises they made more often than promises made for them.',
    },
    { kind: 'heading', text: 'Reviewing the roadmap' },
    {
      kind: 'paragraph',
      text: 'A roadmap is a plan to be revised. Agree review points with the family: a short call after the first month, then at each six-month horizon. At each review, ask three questions: What did you do? What did you learn about yourself? What do we change? If an explored interest turned out to be dull in practice, that is a success: the child learned something cheaply, before a big decision. Update the plan and move on. Session 12 shows how to keep these reviews in your weekly routine. If the child’s class changes between reviews (a new school year begins), reread the report’s advice for the new class before the call: a class 9 roadmap reviewed in class 10 needs the stream decision brought forward, and a class 10 roadmap reviewed in class 11 needs the entrance exam steps of the chosen stream.',
    },
    {
      kind: 'note',
      text: 'Never attach a promise to a roadmap ("follow this and he will get into an IIT"). A roadmap improves the chances of a good decision; it guarantees nothing, and families should hear that from you.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Four horizons (6, 12, 18, 24 months) dated from the report, fitted to the class and the leading families.',
        'Mix explore, build, and decide-and-prepare; the mix shifts with the class.',
        'Anchor to the school year and the usual exam windows; add "check the official site by…".',
        'Each step: who, what, when, how we’ll know. Fit steps to the family’s money, time and place.',
        'Review at each horizon; a dropped interest is a lesson learned, not a failure.',
        'Let the child choose at least one step in each horizon, in their own words.',
      ],
    },
  ],
  checks: [
    {
      id: 'l07-c1',
      prompt: 'Which roadmap step is written well?',
      options: [
        {
          id: 'a',
          text: '"Aarav explores engineering this year and decides by the end of class 10 if it suits him."',
        },
        {
          id: 'b',
          text: '"Aarav becomes more disciplined about study and joins a club when he has more time."',
        },
        {
          id: 'c',
          text: '"Aarav joins the robotics club this month; on the January call he says what he built."',
        },
        {
          id: 'd',
          text: '"Aarav prepares for JEE seriously, with his father keeping an eye on his progress."',
        },
      ],
      answer: 'c',
      explanation:
        'A real step has who, what, when and how we’ll know. The others are directions with a name attached: no step this month, no date, or no way to tell whether it happened.',
    },
    {
      id: 'l07-c2',
      prompt: 'How should a roadmap step mention an entrance exam’s timing?',
      options: [
        { id: 'a', text: 'With last year’s exact date, since exam dates usually stay much the same' },
        { id: 'b', text: 'With the usual month, and a date to check the official site for registration' },
        { id: 'c', text: 'With no timing at all, since dates change and a wrong one misleads the family' },
        { id: 'd', text: 'With the date a coaching centre announces, since they usually know it first' },
      ],
      answer: 'b',
      explanation:
        'Say "usually" for the window and add a check date on the official site, because registration usually opens months before the exam and dates change from year to year.',
    },
    {
      id: 'l07-c3',
      prompt: 'For a class 7 child, what should the roadmap mostly contain?',
      options: [
        { id: 'a', text: 'Exploration: clubs, activities, reading and hobbies, with no stream verdict yet' },
        { id: 'b', text: 'An early stream choice, so that the right foundation classes can start in time' },
        { id: 'c', text: 'Mostly building marks in maths and science, since those keep most doors open' },
        { id: 'd', text: 'A first round of olympiads and entrance practice, to see where the child stands' },
      ],
      answer: 'a',
      explanation:
        'Classes 6-8 are for exploration. The stream decision belongs to classes 9-10 and exam preparation to 11-12.',
    },
    {
      id: 'l07-c4',
      prompt:
        'After three months, a child says the coding course in her roadmap was boring. What is the best response?',
      options: [
        { id: 'a', text: 'Ask her to finish it anyway, since interests usually take a while to show up' },
        {
          id: 'b',
          text: 'Replace it with a harder coding course, since boredom often means it was too easy',
        },
        { id: 'c', text: 'Treat it as a finding: ask what she liked and didn’t, then update the plan' },
        {
          id: 'd',
          text: 'Ask her to retake the scan, since her interests may have changed since the report',
        },
      ],
      answer: 'c',
      explanation:
        'Exploring is meant to test interests cheaply. Learning that something is not enjoyable in practice is a success; the roadmap is revised at each review.',
    },
  ],
}
