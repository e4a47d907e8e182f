import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l03',
  session: 3,
  title: 'Reading personality and temperament',
  summary:
    'The seven personality domains, what each band means, and how to describe a child’s temperament without labels.',
  minutes: 25,
  topic: 'reading-report',
  blocks: [
    { kind: 'heading', text: 'What the personality part describes' },
    {
      kind: 'paragraph',
      text: 'The personality part of the report describes how a child says they usually behave and feel: with people, with work, with change and with pressure. It has seven domains: **Curiosity, Organisation, Sociability, Kindness and empathy, Calm and balance, Self-confidence, and Openness and adaptability.** Each comes with a band (stronger, balanced or growing), often the behaviours the child’s answers showed most, and a few sentences written for that band.',
    },
    {
      kind: 'paragraph',
      text: 'Temperament is the older word for the same idea: the child’s natural style. A temperament is not good or bad. A quiet child is not a problem to be fixed; an energetic, talkative child is not "undisciplined". Every style has its strengths and its costs. Your first task when reading this part with a family is to take the judgement out of it.',
    },
    { kind: 'heading', text: 'Three bands, read correctly' },
    {
      kind: 'figure',
      file: 'bands',
      alt: 'A horizontal scale divided into three bands labelled growing, balanced and stronger, with a marker for a domain and a shaded margin around it that overlaps the boundary between two bands.',
      caption:
        'Bands, not marks. The shaded margin shows how far one changed answer could move the domain: near a boundary, read the band lightly.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Stronger**: compared with the child’s other domains, the answers chose behaviours of this domain often. Say: "this comes naturally to her" or "he told us this is very much like him."',
        '**Balanced**: sometimes yes, sometimes no. This is not average in the sense of mediocre; it often means flexibility. Say: "she can do both" or "it depends on the situation for him."',
        '**Growing**: compared with the child’s other domains, the answers chose these behaviours less often, so far. It is not a weakness score. Say: "this is less his style at the moment" or "this is an area she can grow into, with support."',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Two cautions. First, a domain close to the boundary between two bands could have landed in the other one with a single changed answer; your counsellor’s view shows you how close it is. Near a boundary, speak of it lightly: "on the stronger side of balanced." Second, a "growing" band in personality is never a deficit you announce. You turn it into an observation and a question: "He told us he doesn’t usually speak up in class. Is that what you see at home too?"',
    },
    { kind: 'heading', text: 'The seven domains, one by one' },
    {
      kind: 'paragraph',
      text: '**Curiosity** is the pull to ask why, to explore, to look things up beyond the lesson. A child strong here may ask endless questions, take gadgets apart or go deep into one topic. Parents sometimes experience strong curiosity as distraction; help them see it as fuel. A child with growing curiosity is not dull: they may be curious about a narrow range of things (cricket statistics, a game) or may not feel free to ask at school.',
    },
    {
      kind: 'paragraph',
      text: '**Organisation** covers planning ahead, keeping things in order, finishing what one starts and checking work. This is the domain parents most often want to be "stronger", because they link it with smooth homework evenings. A growing organisation band in class 7 is common and is a skill that can be taught: lists, a fixed homework time, one folder per subject.',
    },
    {
      kind: 'paragraph',
      text: '**Sociability** is how much a child enjoys company, makes friends, talks to new people and gains energy from groups. A child in the growing band is not antisocial: they may prefer a few close friends and recharge alone. This matters for careers only at the edges: some work is full of people all day, some is quiet and focused, and both need good people.',
    },
    {
      kind: 'paragraph',
      text: '**Kindness and empathy** is noticing how others feel, comforting, sharing, caring about fairness and including those left out. Children strong here often do well where care is part of the work: teaching, health, social work, counselling. Be careful not to assume the reverse: a child in the growing band may be kind in ways the questions did not capture.',
    },
    {
      kind: 'paragraph',
      text: '**Calm and balance** is how steady the child says they stay under pressure: before exams, after anger, with worry. Read this domain with special care. A growing band here does **not** mean anxiety or any condition; it means the child told us they often feel unsteady under pressure. That is worth a gentle conversation, and practical help (sleep, breaks, revision plans). If the child or parent describes distress that lasts, affects sleep or food, or includes any talk of self-harm, you refer (session 10). The report never diagnoses, and neither do you.',
    },
    {
      kind: 'paragraph',
      text: '**Self-confidence** is speaking up, trying hard tasks, holding an opinion. It changes a great deal with age and with recent experience: one bad teacher or one good result can move it. Treat a growing band as "right now", not "who she is".',
    },
    {
      kind: 'paragraph',
      text: '**Openness and adaptability** is comfort with change, new ideas and different people. A child strong here may enjoy new subjects, moving schools or a new activity; one in the growing band may need more time and preparation before changes, such as a new stream in class 11. That is practical information for planning.',
    },
    {
      kind: 'example',
      title: 'Worked example: the personality part of the sample report',
      reportPage: null,
      text: [
        'Open Aarav’s report at the personality part. Find Curiosity’s band, the behaviour it showed most in his answers and the note that his answers point more than one way; then find a domain in the growing band, such as Organisation.',
        'What a counsellor might say to Aarav’s parents: "Curiosity is among Aarav’s stronger tendencies: in his answers it showed most as wondering about nature and the world. The report also says his answers point more than one way here, so tell me: how does his curiosity show at home? Now, Organisation sits in the growing band for him. Let’s read what it says and check it against what you see. These are his own answers, so if something feels wrong to you, it’s worth talking about."',
        'What to avoid: "His curiosity is high but his organisation is low." That turns bands into marks and the child into a problem.',
      ],
    },
    { kind: 'heading', text: 'Describing a temperament without labels' },
    {
      kind: 'paragraph',
      text: 'Families love labels: "introvert", "lazy", "shy", "topper type". Labels are easy to say and hard to remove. The report avoids them on purpose, and so should you. Use three habits:',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Describe behaviour, not identity.** "She prefers to think before she speaks" instead of "she is shy".',
        '**Pair every description with its strength.** A child who likes routines brings reliability; a child who likes change brings flexibility. "He likes to finish one thing before starting the next; that is why his work is careful."',
        '**Link to situations.** "In a big group he tends to listen; with one friend he talks freely." Situations can be chosen and arranged; identities feel fixed.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a parent who wants a label',
      reportPage: null,
      text: [
        'Mrs Khan (an example parent) reads her daughter’s report, where Sociability is in the growing band and Curiosity stronger, and says: "So she is an introvert. That’s why she has no friends."',
        'What a counsellor might say: "The report doesn’t use that word, and I’d be careful with it. What Zoya told us is that she enjoys small groups more than big ones, and that she recharges on her own. Many thoughtful people are like that. Does she have one or two friends she’s close to? Then she has friends; she just doesn’t need a crowd. Her curiosity is a strength she can share: a science club or a reading group may be a comfortable way to meet people who like what she likes."',
        'Why this works: the label is gently declined, the behaviour is described, the parent’s fear ("no friends") is checked against reality, and a concrete idea follows.',
      ],
    },
    { kind: 'heading', text: 'When the child and the report disagree' },
    {
      kind: 'paragraph',
      text: 'Sometimes a child hears their report and says, "That’s not me." Welcome it. The report reflects the answers on one day; the child knows themselves better than 27 questions. Ask: "Which part doesn’t fit? What would you say instead?" Often the child explains a context: "I said I don’t speak up because in our class the teacher doesn’t like questions." That is far more useful than the band itself, and you should say so.',
    },
    {
      kind: 'paragraph',
      text: 'Sometimes the parent disagrees with the child’s answers: "She is not organised at all, why does it say balanced?" Here you are in the middle of a family conversation. Do not take sides. Say: "The report reflects how Riya sees herself. You see her differently at home. Both are real. Maybe she is organised about things she cares about, and less about others. Which things does she keep in order?"',
    },
    {
      kind: 'paragraph',
      text: 'Whatever the disagreement, end it with something the family can observe. "Over the next month, notice when Riya keeps things in order without being asked, and write it down." An observation settles more than an argument, and it turns the report into the start of a conversation at home rather than the last word.',
    },
    { kind: 'heading', text: 'Personality and careers: a light link' },
    {
      kind: 'paragraph',
      text: 'Personality domains feed the career families, but more lightly than interests do. Do not say "she is not sociable, so she cannot be a doctor". Many excellent doctors are quiet. What personality can tell a family is **what kind of setting** a child may enjoy: a busy team or focused work, fixed routines or variety, lots of new people or a steady group. Use it to talk about settings, not to close doors.',
    },
    {
      kind: 'paragraph',
      text: 'Personality also helps you plan the next months. A child with growing organisation needs a revision plan broken into small steps; a child with stronger openness may enjoy trying three short activities instead of one long one; a child with growing calm and balance may need the debrief itself to be gentle, with more praise at the start and fewer decisions pressed in one sitting.',
    },
    {
      kind: 'example',
      title: 'Worked example: using personality to plan, not to judge',
      reportPage: null,
      text: [
        'An example class 8 boy, Kabir, has Organisation and Focus in the growing band and Openness stronger. His mother says he starts everything and finishes nothing.',
        'What a counsellor might say: "Kabir enjoys new things: that’s in his answers, and it’s a gift. The other side of it is that finishing is harder for him right now. Instead of one big goal, let’s give him short projects with a clear end: a two-week model, a one-month online course with a certificate. Each finished thing builds the habit. In six months, let’s see how it goes."',
        'Why this works: the plan fits the temperament instead of fighting it, and it has a date to review.',
      ],
    },
    { kind: 'heading', text: 'Questions that open up the personality part' },
    {
      kind: 'paragraph',
      text: 'The bands give you a starting point; questions give you the child. Keep a few ready, and ask them of the child first, then of the parent. Listen more than you speak: the answers tell you which sentences of the report to dwell on and which to pass over.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '"When you have a free afternoon with nothing planned, what do you end up doing?" (Curiosity, Sociability, Openness)',
        '"When a big test is a week away, what does your week look like?" (Organisation, Calm and balance)',
        '"Tell me about a time you helped a friend. What did you do?" (Kindness and empathy)',
        '"When the teacher asks a question and you think you know, what do you do?" (Self-confidence)',
        '"How did you feel when you changed class, school or house?" (Openness and adaptability)',
        'To the parent: "Which of these sentences sounds most like your child at home? Which least?"',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Notice that none of these questions asks the child to grade themselves. They invite a story. A story gives you examples you can use later in the plan ("you said you organised your cousin’s birthday games: that’s the same skill we need for your revision timetable"), and it gives the parent a chance to see their child through the child’s own eyes.',
    },
    { kind: 'heading', text: 'Common mistakes when reading this part' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Reading bands as marks: "she scored low in confidence."',
        'Diagnosing from Calm and balance: "he has anxiety." Only a qualified professional can say that.',
        'Treating one day’s answers as permanent: "he will always be disorganised."',
        'Comparing siblings or classmates: "her brother was much more confident at her age."',
        'Reading every sentence aloud. Choose two or three that matter for this family’s question.',
        'Letting the parent speak for the child. When a question is about how the child feels, ask the child first, and let the parent add afterwards.',
      ],
    },
    {
      kind: 'note',
      text: 'A good test for anything you say about personality: could you say it with the child in the room, and would the child feel understood rather than judged? If not, rephrase.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Seven domains describe the child’s style; no style is good or bad.',
        'Stronger, balanced, growing: read them as how often the child chose those behaviours, not as marks. Near a boundary, speak lightly.',
        'Describe behaviour, pair it with a strength, link it to situations. No labels.',
        'Calm and balance is read with care; lasting distress means referral, never diagnosis.',
        'Use personality to talk about settings and to plan, not to close career doors.',
      ],
    },
  ],
  checks: [
    {
      id: 'l03-c1',
      prompt: 'A child’s Calm and balance is in the growing band. What may you say to the parent?',
      options: [
        {
          id: 'a',
          text: '"The report suggests exam anxiety; a doctor can confirm whether she really has it."',
        },
        {
          id: 'b',
          text: '"She says she often feels unsteady under pressure; let’s find what helps, and refer if it lasts."',
        },
        {
          id: 'c',
          text: '"This is the area she most needs to work on; a strict revision routine will fix it."',
        },
        {
          id: 'd',
          text: '"Most children feel this way before exams, so it usually settles by itself after the boards."',
        },
      ],
      answer: 'b',
      explanation:
        'A band reports the child’s own answers; it is not a diagnosis. You describe it, offer practical support and refer when distress lasts or is serious. Dismissing it is as wrong as diagnosing it.',
    },
    {
      id: 'l03-c2',
      prompt: 'Which sentence describes a temperament without a label?',
      options: [
        { id: 'a', text: '"He is an introvert by nature, and that is why his answers are so careful."' },
        { id: 'b', text: '"She is lazy about homework, though she is bright when a topic interests her."' },
        { id: 'c', text: '"He likes to think before he speaks; that is why his answers are careful."' },
        { id: 'd', text: '"She is the topper type: she likes her work neat, finished and checked twice."' },
      ],
      answer: 'c',
      explanation:
        'It describes behaviour, pairs it with a strength and avoids a fixed identity. The other three rest on labels ("introvert", "lazy", "topper type"), which are easy to say and hard to remove, even when a kind remark is added.',
    },
    {
      id: 'l03-c3',
      prompt:
        'Your counsellor’s view shows that a child’s Organisation sits just below the boundary of the stronger band. How should you speak of it?',
      options: [
        { id: 'a', text: 'Lightly, as "on the stronger side of balanced", since one answer could move it' },
        { id: 'b', text: 'With the exact figure, so the parent sees for themselves how close it came' },
        { id: 'c', text: 'As stronger, since it came so close that rounding it up is kinder to the child' },
        { id: 'd', text: 'As a point to work on, since it fell just short of the stronger band' },
      ],
      answer: 'a',
      explanation:
        'Near a boundary the band could have been the other one with a single changed answer. You speak of it lightly; the numbers are for your preparation, not for quoting.',
    },
    {
      id: 'l03-c4',
      prompt: 'What can the personality part most fairly tell a family about careers?',
      options: [
        { id: 'a', text: 'Which careers suit the child’s temperament and which are best avoided' },
        { id: 'b', text: 'What kind of work setting the child may enjoy: busy teams or focused work' },
        { id: 'c', text: 'Whether the child has the temperament the leading careers usually need' },
        { id: 'd', text: 'Which career family the child will settle in, since personality changes little' },
      ],
      answer: 'b',
      explanation:
        'Personality feeds the career families lightly. It is most useful for talking about settings and for planning, never for closing doors or predicting success.',
    },
  ],
}
