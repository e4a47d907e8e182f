import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l05',
  session: 5,
  title: 'Strengths, challenges and how to talk about them',
  summary:
    'Reading the strengths and "where your support helps most" sections, the summary and the child’s page, and the words that help rather than hurt.',
  minutes: 25,
  topic: 'reading-report',
  blocks: [
    { kind: 'heading', text: 'Why this lesson matters most to the child' },
    {
      kind: 'paragraph',
      text: 'Children remember very little of a careers conversation, with one exception: what an adult said about them. A class 8 child who hears "your strength is that you notice how others feel" may carry that sentence for years. So may a child who hears "your weakness is numbers". This lesson is about choosing those sentences well: grounded in the report, true to the child’s own answers, and useful for what comes next. You will also learn to use the parts of the report written for exactly this purpose: the summary, the page for the child, the strengths, and where support helps most.',
    },
    { kind: 'heading', text: 'Where strengths and challenges appear in the report' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**The summary** names the child’s top strengths in a line, for a busy parent.',
        '**The page for the child** speaks to the child directly, in simple second-person words, about what their own answers point to.',
        '**Strengths** gathers the domains where the child’s answers were clearest, with what they look like in daily life and, often, a choice the child made in the scan. They are listed without ranks or scores.',
        '**Where your support helps most** (the challenges) lists domains in the growing band, with what helps. It never prints a 0 and never calls them weaknesses.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Two facts from the report’s design change how you speak. First, the list of top strengths is less stable than it looks: one changed answer can reshuffle which domains appear in a "top five". That is why the report shows no ranks or scores for them. Do not make much of order within the list; speak of "his clearest strengths" together. Second, each sentence printed for a domain was written for its band, and a sentence never claims something the child denied on the same statement. You can therefore quote the report with confidence, and you can quote the child’s own choices, which the report often does: "In the scan, asked ‘Which club would you like to join at school?’, Aarav chose ‘Science or robotics club’."',
    },
    { kind: 'heading', text: 'Talking about strengths: from praise to evidence' },
    {
      kind: 'figure',
      file: 'strength-talk',
      alt: 'Four steps in a row: name the strength, give the evidence from the child’s answers, show where it is used, and agree a next step that uses it.',
      caption: 'Name it, show the evidence, show where it is used, and give it a next step.',
    },
    {
      kind: 'paragraph',
      text: 'Vague praise ("you are very talented") feels nice and changes nothing. Children also discount it: they know adults say it to everyone. Specific praise grounded in evidence is believed and remembered. Use four moves:',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Name the strength** in the report’s words: "Hands-on reasoning is one of your clearest strengths."',
        '**Give the evidence** from the child’s own answers: "You told us you like to understand things by taking them apart, and you chose building over reading more than once."',
        '**Show where it is used** in the world: "Engineers, technicians, surgeons, designers of machines, people who repair aircraft all think this way."',
        '**Agree a next step** that uses it: "What could you build or repair this term? The school’s robotics club? Fixing the old cycle with your uncle?"',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: strengths on the sample report',
      reportPage: null,
      text: [
        'Open Aarav’s report at the strengths section and at the page for the child. Read the strengths together, and the choices from the scan that the report quotes for them.',
        'What a counsellor might say to Aarav, with his parents present: "Aarav, let’s start with what’s strongest in your answers. You like finding out how the world works: asked which club you would join, you chose the science or robotics club. You take change in your stride: when the holiday plan changes, you said a new plan can be fun too. And you enjoy people: when a new student joins, you go up, say hello and show them around. Put those together and you get someone who wants to know how things work, and likes to share it with others. That’s a real combination. Where have you used it recently?"',
        'Why this works: it names strengths in the report’s words, anchors them in his answers, joins them into a picture of a person, and invites his own story.',
      ],
    },
    { kind: 'heading', text: 'Talking about challenges: "growing", not "weak"' },
    {
      kind: 'paragraph',
      text: 'The report calls the section **"Where your support helps most"** on purpose. It lists areas where the child’s answers chose these behaviours rarely, so far. It is not a list of failings. Your words must keep that spirit, because parents are quick to turn a growing area into a problem to fix and children are quick to believe it.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Say "growing" or "less her style for now"**, not "weak", "poor" or "low".',
        '**Say what helps**, from the report and from your experience: a habit, a setting, an activity.',
        '**Keep it small**: one or two growing areas in a debrief, chosen for the family’s decision; not the whole list.',
        '**Keep the balance**: talk about strengths first and longer. A useful rule is three strengths for every growing area you discuss.',
        '**Never compare**: not with siblings, classmates, or "children of this age".',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a growing area, said well and said badly',
      reportPage: null,
      text: [
        'An example class 9 girl, Priya, has Communication and Self-confidence in the growing band; her strengths include Organisation and Logical reasoning.',
        'Said badly: "Priya, your communication and confidence are low. You need to work on them or you will struggle in interviews."',
        'Said well: "Priya, you told us you don’t often speak up in class, and that talking to new people isn’t easy yet. Lots of careful thinkers feel that way. The good news is that these are skills, and they grow with practice, especially when you talk about something you know well. You’re organised and logical; what if you presented the solution to one maths problem to your class each month? Start with something you’re sure of."',
        'Why the second works: it uses her words, not a verdict; it normalises; it calls it a skill; and it builds the growing area on top of a strength.',
      ],
    },
    { kind: 'heading', text: 'The child whose report is open' },
    {
      kind: 'paragraph',
      text: 'Every report has all three bands, a third of the domains in each, so no child is "mostly balanced". What some reports do say, on the summary, is that the answers do not separate the career areas clearly: four or more are shown as equally close, as in the sample report, and your counsellor’s view shows the domains’ figures close together. Parents may be disappointed: "So he is average at everything?" Explain that no pull is yet clearly stronger than the others, which often goes with flexibility, that many children at 12 or 14 have not yet developed strong pulls, and that this is information too: the child needs more experiences to discover what they enjoy. The plan is then about **exploring**: three different short activities this term, and a conversation after each.',
    },
    {
      kind: 'paragraph',
      text: 'Check one more thing. If the report opens with a notice that many answers were the middle of the scale, the open result may come from careless or anxious answering rather than from the child. In that case, go back to session 2: talk to the parent and suggest the free retake before drawing any conclusion.',
    },
    { kind: 'heading', text: 'The page for the child' },
    {
      kind: 'paragraph',
      text: 'The report has a page written to the child, in simple second-person words ("your answers point most often to…", "you were asked… and chose…"). Use it. Near the start of a debrief, ask the child to read it, silently or aloud, and then ask two questions: "Which sentence sounds most like you?" and "Is there anything that doesn’t?" The first question gives you a strength the child owns; the second tells you where the report and the child differ, which is always worth hearing.',
    },
    {
      kind: 'paragraph',
      text: 'For younger children (classes 6-8), this page may be the main part of the report you read with them; the rest is for the parent. For older children, it opens the door to their own views on streams and careers. If a child reads it and smiles, you have the start of a good debrief; if a child reads it and frowns, stop and ask why before you go further, because everything after depends on the child trusting what you are reading together.',
    },
    { kind: 'heading', text: 'The summary’s "three things to do this month"' },
    {
      kind: 'paragraph',
      text: 'The summary page ends with three things to do this month. Treat them as a draft for the family, not a prescription. In the debrief, read them together, then adjust: replace one that does not fit the family’s situation (money, distance, time), make one more specific ("visit the science fair" becomes "the district science exhibition in the second week of December, if the school takes part"), and make sure each has a person who will do it. When you write your note to the parent after the session, restate the three things as agreed.',
    },
    {
      kind: 'example',
      title: 'Worked example: turning the summary into a plan',
      reportPage: null,
      text: [
        'Aarav’s summary suggests three things for this month. Read them in the sample report.',
        'What a counsellor might do: "These three are a good start. Let’s make them yours. The first, reading pages 2 and 3 together: who will ask Aarav whether it sounds like him, and by when? The second, listing what to check before choosing a stream: let’s start that list now, with the subjects his school offers. The third is this session, so let’s add one of Aarav’s own. Aarav, a visit you would enjoy: the science centre, or the polytechnic open day in your town?"',
        'Why this works: the family owns the plan. A plan the family shaped is a plan they follow.',
      ],
    },
    { kind: 'heading', text: 'When the family values a different strength' },
    {
      kind: 'paragraph',
      text: 'Families in India often rank strengths before they hear them: marks in maths and science first, then English, and far behind them drawing, music, sport or kindness. When the report’s clearest strengths are the ones the family values least, the debrief can go quiet. Your task is to show, with facts, that every strength in the report is used in real, respected work, and that a strength the child enjoys is one they will keep building.',
    },
    {
      kind: 'example',
      title: 'Worked example: a strength the family did not expect',
      reportPage: null,
      text: [
        'An example class 10 boy, Arjun, has Helping people, Kindness and empathy and Communication among his clearest strengths. His father had hoped for "something technical".',
        'Father: "Helping people is nice, but it is not a career."',
        'What a counsellor might say: "It is the heart of many careers, and some of them are technical. Doctors, nurses, physiotherapists, teachers, psychologists, lawyers who work with families, HR professionals, people who run hospitals: all of them need what Arjun told us he enjoys. It also fits with science: if he is doing well in biology, healthcare routes like nursing, physiotherapy or MBBS bring care and science together. Shall we look at the careers the report lists for him, and what each one needs in class 11?"',
        'Why this works: the counsellor does not argue about values. They widen the father’s picture with facts and bring the conversation back to concrete choices.',
      ],
    },
    { kind: 'heading', text: 'Strengths and challenges in your note to the parent' },
    {
      kind: 'paragraph',
      text: 'After the session you write a short note for the parent, which the product mails to them. Families reread these notes, sometimes months later, and children read them too. Write the strengths first, in the same specific words you used in the session, with one line of evidence each. Write at most one growing area, with the habit or activity agreed for it. End with the agreed next steps and a date. Leave out anything you would not want the child to read, and anything that belongs in your private notes (what a parent confided, your own impressions). A good test: if the child found this note on the table, would they feel encouraged?',
    },
    { kind: 'heading', text: 'Words to use, words to avoid' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Use: "stronger in his answers", "she told us", "less his style for now", "growing", "a skill that grows with practice", "worth exploring".',
        'Avoid: "score", "marks", "low", "weak", "poor", "failed", "normal/abnormal", "gifted", "he will never".',
        'Use the child’s name and "you" when the child is present; avoid talking about the child in the third person in front of them.',
        'Use the family’s language. If they speak Hindi at home, say the strengths in Hindi, even if the report they read is in English.',
        'Use examples from the child’s own life (a project, a game, a chore they do well) rather than examples from other children.',
      ],
    },
    {
      kind: 'note',
      text: 'If a parent uses harsh words about the child during the debrief ("he is useless at studies"), do not argue in front of the child. Redirect with evidence: "His answers show real strengths; let me show you." Later, if needed, speak to the parent alone (session 9). Children believe what adults say about them in front of others; make sure the last thing said about the child in the room is true and kind.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Strengths: name, evidence, use, next step. Close strengths are spoken of together, not ranked.',
        'Challenges are "where support helps most": growing, a skill, one or two only, after the strengths.',
        'An open report (many areas equally close) means explore; a careless-answering notice means retake first.',
        'Use the child’s page with the child, and turn the summary’s three things into the family’s own plan.',
      ],
    },
  ],
  checks: [
    {
      id: 'l05-c1',
      prompt: 'Which is the best way to tell a child about a strength?',
      options: [
        { id: 'a', text: '"You are very talented at art; your drawings are the best I have seen in years."' },
        {
          id: 'b',
          text: '"Your score in Creating is the highest of all your domains, well above the others."',
        },
        {
          id: 'c',
          text: '"You draw much better than your brother did at your age, so art is clearly your own thing."',
        },
        {
          id: 'd',
          text: '"Creating is a clear strength: you often chose to make things. What could you make next?"',
        },
      ],
      answer: 'd',
      explanation:
        'Name the strength, give the evidence from the child’s own answers and agree a next step (and, where you can, show where it is used). Vague praise, scores and comparisons do not help.',
    },
    {
      id: 'l05-c2',
      prompt: 'A parent asks which of the child’s top strengths is "number one". What is true?',
      options: [
        {
          id: 'a',
          text: 'The first strength listed is usually the strongest, so you can name it as number one',
        },
        { id: 'b', text: 'One changed answer can reshuffle close strengths, so you speak of them together' },
        {
          id: 'c',
          text: 'Your counsellor’s view shows the order, so you can tell the parent which one leads',
        },
        { id: 'd', text: 'Ranking strengths would upset the child, so you politely avoid the question' },
      ],
      answer: 'b',
      explanation:
        'Close strengths can swap places with a single changed answer, so the report shows them without ranks or scores, and the figures in your view are for preparing, not for ranking. Speaking of them together, as "his clearest strengths", is honest about certainty.',
    },
    {
      id: 'l05-c3',
      prompt: 'How should you present the "Where your support helps most" section?',
      options: [
        { id: 'a', text: 'As a list of weaknesses read in full, so the parent sees the whole picture' },
        { id: 'b', text: 'Briefly at the start, so that the session can end on the strengths' },
        { id: 'c', text: 'After the strengths: one or two growing areas, with what helps, as skills' },
        { id: 'd', text: 'Beside what is usual for the class, so the parent sees the areas are normal' },
      ],
      answer: 'c',
      explanation:
        'It is not a list of failings. Choose one or two areas relevant to the family’s decision, keep strengths first, say what helps, and never compare.',
    },
    {
      id: 'l05-c4',
      prompt:
        'A child’s report says the answers do not separate the career areas clearly (five are equally close), with no careless-answering notice. What is a good plan?',
      options: [
        {
          id: 'a',
          text: 'Tell the parent the child is average at everything and should pick the safest stream',
        },
        {
          id: 'b',
          text: 'Plan several short, different activities to help the child discover what they enjoy',
        },
        { id: 'c', text: 'Retake the scan next week, and keep retaking until one career area clearly leads' },
        { id: 'd', text: 'Refer the child to a psychologist, since a flat profile may hide low mood' },
      ],
      answer: 'b',
      explanation:
        'An open result means no pull is yet clearly stronger, and many children have not yet developed strong pulls. Without a careless-answering notice, the answer is exploration, not repeated retakes or a referral.',
    },
  ],
}
