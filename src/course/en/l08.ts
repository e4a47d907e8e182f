import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l08',
  session: 8,
  title: 'Running a counselling session, start to finish',
  summary:
    'The 45-minute debrief step by step: preparing, opening, reading the report together, the decision for this class, the plan, closing, and what you record afterwards.',
  minutes: 25,
  topic: 'debrief',
  blocks: [
    { kind: 'heading', text: 'The debrief is the product' },
    {
      kind: 'paragraph',
      text: 'A family pays for a report, but what they remember is the conversation. Forty-five minutes with a calm, prepared counsellor who knows their child’s report and speaks plainly is what turns twenty pages into a decision. This lesson gives you a structure you can use for every debrief, online or in person, and adapt to each family. A structure is not a script: it is what lets you listen freely, because you know where you are going. New counsellors often fear silence and fill it with more report; experienced ones prepare well, ask, and let the family talk. By your tenth debrief this structure will feel like your own.',
    },
    {
      kind: 'figure',
      file: 'debrief-45',
      alt: 'A 45-minute timeline divided into six parts: opening (5 minutes), the child’s view (5), the report together (10), the decision for this class (12), the plan (8), and closing (5).',
      caption: 'A 45-minute debrief in six parts. Times are guides; the order matters more.',
    },
    { kind: 'heading', text: 'Before the session: 20 minutes of preparation' },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Open the child’s report in your workspace**, under Students. Read the parent’s view as the family will see it, and the counsellor’s view with the figures.',
        '**Check the first page for a careless-answering notice.** If there is one, call the parent before the session (session 2): a retake may be better than a debrief.',
        '**Note the class and the context**: board, and for classes 11-12 the current stream and subjects; the subjects the child enjoys most and least. The decision you will discuss depends on the class.',
        '**Mark five things**: two or three clearest strengths; one growing area worth discussing; the leading families or streams, and whether they are tied; the decision for this class and its month; the roadmap’s first-horizon step that fits this family best.',
        '**Write three questions** you want to ask the child and one you want to ask the parent.',
        '**Check the practicalities**: your meeting link (set in your workspace; it must be an https link) or the phone number if the family chose a call; a quiet room; the report open on your screen; water.',
      ],
    },
    { kind: 'heading', text: 'Part 1, about 5 minutes: opening' },
    {
      kind: 'paragraph',
      text: 'Greet the child first, by name, then the parent. Say who you are in one sentence. Then set the frame in four short points: how long you have, what you will do, what the report is and is not, and that what is said stays private.',
    },
    {
      kind: 'example',
      title: 'Worked example: an opening',
      reportPage: null,
      text: [
        '"Namaste Aarav, namaste Mrs Mehta. I’m your counsellor for the Success Blueprint. We have about 45 minutes. First I’d like to hear from Aarav, then we’ll go through the report together, then we’ll talk about the stream decision that’s coming in class 10, and we’ll finish with a plan for the next few months.',
        'One thing about the report before we start: it comes from Aarav’s own answers to 27 questions. It shows what he enjoys and how he likes to work. It is not a test of ability and it is not a medical report. You both know Aarav better than any report, so please tell me when something doesn’t fit.',
        'What we say here stays between us. I keep my own notes, and after the session I’ll send you a short note with the plan we agree."',
        '(Aarav is the sample report’s fictional child; Mrs Mehta is an example parent.)',
      ],
    },
    { kind: 'heading', text: 'Part 2, about 5 minutes: the child’s view and the family’s question' },
    {
      kind: 'paragraph',
      text: 'Before you show anything, ask. Ask the child: "What do you enjoy most at school, and outside school?" and "Has anyone asked you what you want to do later? What did you say?" Ask the parent: "What would make this session useful for you?" Write the family’s question down in their words. Everything after should serve it. If the parent’s question and the child’s hopes point in different directions, note both; you will come back to them in the decision part, and it helps to have both in their own words.',
    },
    {
      kind: 'paragraph',
      text: 'Then hand the child the page written for them, and ask which sentence sounds most like them and whether anything does not (session 5). This gives the child ownership of the session early, and it often tells you more than the report.',
    },
    { kind: 'heading', text: 'Part 3, about 10 minutes: the report together' },
    {
      kind: 'paragraph',
      text: 'Go through the summary first, then the strengths, then one growing area, then a short word on personality and learning style only where it matters for the family’s question. Do not read the report aloud page by page; the family can read it later. Your job is to choose, explain and connect.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Use the summary as the map: "This page has the whole report in short. Let’s look at three things on it."',
        'Name strengths with evidence from the child’s answers (session 5), and ask where the child has used them.',
        'Present one growing area as a skill with what helps, after the strengths.',
        'Say what the report is sure of and what it is not: read its sentence on certainty, and point out ties.',
        'Check in: "Does this sound like Aarav to you?" after each part, and wait for an answer.',
      ],
    },
    { kind: 'heading', text: 'Part 4, about 12 minutes: the decision for this class' },
    {
      kind: 'paragraph',
      text: 'This is the heart of most debriefs, and it depends on the class. For **classes 6-8**, it is exploration: which subjects, activities and clubs to try this year, with no stream verdict. For **classes 9-10**, it is the stream decision: read the report’s stream section with its fit, reasons, "what to check before choosing" and the exams each stream leads to; speak of tied streams as equally close. For **classes 11-12**, it is paths from the current stream: courses and entrance exams with their usual months, and the routes that stay open when the fit lies elsewhere (session 6).',
    },
    {
      kind: 'paragraph',
      text: 'Bring in the three sources (session 4): what the child enjoys (the report), how the child is doing (marks, teachers), and what the child wants (ask again now). Look at the report’s careers for the leading families together and ask the child which one they would like to know more about. If a fact comes up you are not sure of, say so and note it for your follow-up; never guess.',
    },
    {
      kind: 'example',
      title: 'Worked example: the decision part with a class 9 child',
      reportPage: null,
      text: [
        'Counsellor: "Aarav, the report shows several streams as equally close for you, and Science with maths is one of them, because of what you told us about investigating and finding out how things work. It also says what to check: how comfortable you are with maths and physics this year. How is maths going?"',
        'Aarav: "Okay. Not my favourite."',
        'Counsellor: "Thank you for being honest. Is it the topics, or the way it’s taught, or something else?" … "So when it’s about real things, like measuring for a model, you like it. That’s useful. Many engineering subjects are exactly that. Let’s put something in the plan to make maths more practical for you, and check again at the end of the year. Mrs Mehta, does that sound right?"',
        'Why this works: the report’s fit and its condition are both read; the child’s voice changes the plan; the decision is placed at the right time.',
      ],
    },
    { kind: 'heading', text: 'Part 5, about 8 minutes: the plan' },
    {
      kind: 'paragraph',
      text: 'Turn the roadmap’s first horizon and the summary’s three things into three steps this family will take, each with who, what, when and how you will know (session 7). Let the child choose at least one. Agree a date for a short follow-up. Read the three steps back aloud.',
    },
    { kind: 'heading', text: 'Part 6, about 5 minutes: closing' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Ask: "What questions do you still have?" Wait. Parents often ask the most important question in the last five minutes.',
        'Summarise in three sentences: the child’s clearest strengths, the decision and its timing, the three steps.',
        'Say what happens next: your note by mail, the follow-up date, how to reach you.',
        'End with the child: one specific, true, encouraging sentence about them.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a closing',
      reportPage: null,
      text: [
        '"Before we finish, what questions do you still have?" … (Mrs Mehta asks whether coaching should start now. The counsellor answers that class 9 is the year to build maths and test interests, that the decision about coaching can wait until the stream is chosen, and that the family can decide then with the facts.)',
        '"Let me sum up. Aarav’s clearest strengths are his wish to find out how things work, his ease with change and his pleasure in people. The stream decision comes in class 10; the report shows several streams as equally close, Science with maths among them, and how maths goes this year will tell us a lot. The three steps: the robotics club from this month, one repair project at home with his uncle before the holidays, and a practical maths resource twice a week. I’ll send you a note today, and I’ll call in six weeks.',
        'Aarav, one last thing: people who want to know how things work, and enjoy sharing it with others, are exactly the people who make discoveries useful to everyone. Keep asking why."',
      ],
    },
    { kind: 'heading', text: 'A debrief with a younger child' },
    {
      kind: 'paragraph',
      text: 'With classes 6-8 the structure stays, but the weight moves. The child’s page and the strengths take longer; the decision part becomes exploration and is short; the plan is about activities, not exams. Keep your language simple and concrete, and let the child handle something: a printed page to underline, a choice between two clubs to make. Younger children tire quickly on a screen: if the session is online, a shorter session with a call to the parent afterwards may work better than 45 minutes for everyone.',
    },
    { kind: 'heading', text: 'After the session: what you record' },
    {
      kind: 'paragraph',
      text: 'In your workspace, mark the session **held** once its time has come (the product does not allow it earlier). You can write two different things. **Private notes** are for you: what you observed, what to follow up, anything sensitive. They stay in your workspace. The **parent note** is mailed to the parent: the strengths, the decision and its timing, the three agreed steps, the follow-up date. Write the parent note as if the child will read it, because they may. If the family did not join, mark **no-show**; the product handles the rest, and you can offer a new time.',
    },
    {
      kind: 'note',
      text: 'If you must cancel a session, do it from your workspace with a reason; the parent is mailed and asked to pick another time. Families can move or cancel their booking themselves up to 12 hours before. Reminders go to both of you a day and an hour before.',
    },
    { kind: 'heading', text: 'Who is in the room' },
    {
      kind: 'paragraph',
      text: 'For most of the session, the child and at least one parent should be present: the child because it is their life, the parent because they will support the plan. Two moments alone can help. A few minutes with the child alone (with the parent’s agreement, and without promising secrecy about safety matters) lets a teenager say what they would not say in front of a parent. A few minutes with the parent alone lets them voice fears without the child hearing. If anything about the child’s safety or wellbeing comes up, the referral rules of session 10 apply, and the parent is told.',
    },
    { kind: 'heading', text: 'Online sessions' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Test your link and sound before. Have the family’s phone number ready in case the call drops.',
        'Share your screen with the report’s summary so everyone looks at the same page.',
        'Ask the child to sit where you can see them, not behind the parent’s shoulder.',
        'Pause more often than in person; silence on a call often means someone is thinking, or the connection lagged.',
        'If the connection is poor, switch to a phone call and ask the family to open their copy of the report.',
      ],
    },
    { kind: 'heading', text: 'When the session goes off course' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Parent and child disagree strongly**: name it calmly ("you see this differently, and both views matter"), bring it back to evidence and the next step that tests it; session 9 goes further.',
        '**The parent dominates**: direct questions to the child by name, and thank the parent for their view before you ask the child.',
        '**The child says nothing**: ask easy, specific questions about things they like; offer choices instead of open questions; let silences be.',
        '**Time runs out**: always keep the last ten minutes for the plan and closing, even if the report discussion was not finished; offer a short follow-up call for the rest.',
        '**Distress or a safety concern appears**: stop the agenda. Follow session 10; careers can wait.',
      ],
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Prepare: read both views, check the notice, note the class, mark five things, write questions, test the link.',
        'Six parts: opening, the child’s view, the report together, the decision for this class, the plan, closing.',
        'Keep the last ten minutes for the plan and closing.',
        'Write down the family’s own question at the start, and make sure the session answers it.',
        'Afterwards: mark held, private notes for you, a parent note the child could read.',
      ],
    },
  ],
  checks: [
    {
      id: 'l08-c1',
      prompt: 'What should come first in a debrief, before showing the report?',
      options: [
        {
          id: 'a',
          text: 'The strengths section, read aloud in full, so the family starts on a positive note',
        },
        { id: 'b', text: 'The stream decision, since that is usually what the family has come to hear' },
        { id: 'c', text: 'A short frame (time, agenda, what the report is), then the child’s view' },
        { id: 'd', text: 'A walk through the counsellor’s view, so the family sees how exact it is' },
      ],
      answer: 'c',
      explanation:
        'Opening with a clear frame and then asking the child and parent first builds trust and tells you what the family needs. The figures are for your preparation.',
    },
    {
      id: 'l08-c2',
      prompt: 'Twenty-five minutes in, you are still discussing personality. What do you do?',
      options: [
        { id: 'a', text: 'Carry on, since the plan can be written up later and sent in the parent note' },
        { id: 'b', text: 'Move on, so the decision and the plan keep their time; offer a short follow-up' },
        {
          id: 'c',
          text: 'Run over by half an hour, since the family will usually be glad of the extra time',
        },
        { id: 'd', text: 'Cut the plan and the closing short, since the report is what the family paid for' },
      ],
      answer: 'b',
      explanation:
        'The decision for the class and the plan are what the family needs most. Protect their time; unfinished discussion can go to a short follow-up.',
    },
    {
      id: 'l08-c3',
      prompt: 'Which belongs in the parent note rather than your private notes?',
      options: [
        { id: 'a', text: 'The three agreed steps with who, what and when, and the follow-up date' },
        { id: 'b', text: 'What the mother told you privately about tension at home, so both parents know' },
        { id: 'c', text: 'Your impression of how each parent behaved, so they can reflect on it at home' },
        {
          id: 'd',
          text: 'The domain figures from the counsellor’s view, so the family has the exact detail',
        },
      ],
      answer: 'a',
      explanation:
        'The parent note is mailed and may be read by the child: strengths, the decision, the agreed steps and the follow-up. Confidences and your impressions stay in your private notes.',
    },
    {
      id: 'l08-c4',
      prompt: 'When can you mark a debrief session as held in your workspace?',
      options: [
        { id: 'a', text: 'As soon as the session is booked, so the order shows as being in progress' },
        { id: 'b', text: 'Any time on the day of the session, even before it starts, to save time' },
        { id: 'c', text: 'Only once its time has come and the session has taken place' },
        { id: 'd', text: 'Only after the parent confirms by mail that the session took place' },
      ],
      answer: 'c',
      explanation:
        'The product lets you mark a session held (or no-show) only once its time has come. Held closes the order’s fulfilment and mails your parent note.',
    },
  ],
}
