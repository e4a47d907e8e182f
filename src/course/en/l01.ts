import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l01',
  session: 1,
  title: 'Welcome: the role of an Educational Excellence Counsellor',
  summary:
    'What you do for a family, what the DEM scan is and is not, and where your role ends and another professional’s begins.',
  minutes: 25,
  topic: 'ethics-referral',
  blocks: [
    { kind: 'heading', text: 'Why this course exists' },
    {
      kind: 'paragraph',
      text: 'You are a teacher, or you have worked with children for years. You already know how to explain, how to listen and how to notice the child at the back of the room who has gone quiet. This course does not try to turn you into a psychologist. It teaches you one job well: to sit with a family, read their child’s **Success Blueprint** report with them, and help them take the next sensible step for that child. In twelve sessions of about 25 minutes you will learn what the DEM scan measures, how every part of the report is built, how to talk about streams and entrance exams without guessing, how to run a 45-minute debrief, how to calm a worried parent, how to keep a child’s data safe, when to refer a child to someone else, and how to build a practice that lasts.',
    },
    {
      kind: 'paragraph',
      text: 'Each lesson ends with three to five check questions. A lesson counts as done when its checks are answered; your progress is kept on the server, so you can read on your phone in the bus and finish on a laptop at home. After the twelve lessons comes the final assessment (session 13): thirty questions drawn from a larger bank, 45 minutes, 70% to pass. Then a practical: you write a debrief plan for a sample report, and our staff score it against a written rubric. Passing both makes you a certified Educational Excellence Counsellor, with a certificate any parent can check online.',
    },
    {
      kind: 'note',
      text: 'Every child and parent named in this course is an example, not a real person. The sample report belongs to **Aarav**, a fictional class 9 boy, and you can download it from the Success Blueprint page in English and in Hindi. Keep it open while you read: most worked examples refer to it.',
    },
    { kind: 'heading', text: 'What a family buys, and what they hope for' },
    {
      kind: 'paragraph',
      text: 'A parent pays ₹4,999 for the Achiever’s Report. Their child answers 27 questions online, after the parent has given consent. The answers are scored into 231 factors across 33 domains, grouped in six parts (personality, interests, aptitudes, learning style, motivation and life skills), and read against seven career families. The parent receives a 20-page report and a debrief with a certified counsellor: you.',
    },
    {
      kind: 'paragraph',
      text: 'What does the parent really want? Rarely a list of scores. Most parents come with one of three worries. "Which stream should my child choose after class 10?" "My child has no interest in anything; what is wrong?" "Everyone says engineering or medicine; is that right for my child?" Behind each worry is love, and often fear: of wasting money, of the child falling behind cousins, of a wrong choice that cannot be undone. Your job is to turn that fear into a plan the family can act on this month.',
    },
    {
      kind: 'paragraph',
      text: 'And what does the child want? Often to be seen. A class 9 child who hears an adult say "you told us you would rather build something than read about it, and that is a real strength" has been taken seriously, perhaps for the first time in a conversation about careers. Keep the child in the room, in words and in spirit.',
    },
    { kind: 'heading', text: 'What the DEM scan measures, and what it does not' },
    {
      kind: 'paragraph',
      text: 'This is the most important idea of the whole course, so we state it early and come back to it often. **The scan measures preferences, from the child’s own answers.** When a child says that on a free Sunday they would rather fix a cycle than write a story, the scan records a leaning towards building and fixing. It does not watch the child fix anything. It does not test skill, intelligence or knowledge. It is not a medical or psychological diagnosis.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**It is** a structured picture of what a child says they like, how they say they behave, how they prefer to learn and what motivates them, at one moment in time.',
        '**It is** a starting point for a conversation: it gives you and the family shared words for the child.',
        '**It is not** an aptitude test in the sense of an exam. Where the report says "aptitudes", it means the kinds of thinking the child prefers and feels at ease with, not a measured ability.',
        '**It is not** a diagnosis. It cannot tell you that a child has a learning difficulty, anxiety, ADHD or anything else. If you see signs of those, you refer (session 10 and below).',
        '**It is not** a verdict. A report that says "Technical and Scientific" leads does not mean the child must take PCM, and a child whose leading family is "Creative and Media" can still become an engineer.',
        '**It is not** fixed. Children change, especially between 11 and 16. A report is a photograph, not a horoscope.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Why does this matter so much? Because families will try to read the report as marks. A parent who sees "growing" next to Working with numbers may conclude "my child is weak in maths" and book tuition, or worse, scold the child. What the report actually says is that in the child’s answers, number-based activities were chosen less often than others. That could mean the child dislikes maths homework, or finds a particular teacher dull, or simply loves drawing more. Your job is to say so plainly.',
    },
    {
      kind: 'example',
      title: 'Worked example: the first words of a debrief on the sample report',
      reportPage: null,
      text: [
        'Open Aarav’s report at its summary page, the first page after the cover. It names his leading career families and says in one sentence how sure the report is.',
        'What a counsellor might say: "Before we look at anything, one thing about what this report is. Aarav answered 27 questions about what he likes and how he works. Everything here comes from his own answers. It is not a test of how clever he is, and it is not a medical report. Think of it as Aarav telling us about himself in an organised way. Where something surprises you, tell me, because you know him far better than 27 questions do."',
        'Why this works: the parent hears in the first minute that the report is about preferences, that it is not a judgement, and that their own knowledge counts. Most of the misunderstandings you will meet later are prevented by these few sentences.',
      ],
    },
    { kind: 'heading', text: 'Your role in one picture' },
    {
      kind: 'figure',
      file: 'counsellor-role',
      alt: 'A diagram with the child at the centre, the parent and the school on either side, the report below, and the counsellor connecting them; an arrow leads out to other professionals for referral.',
      caption:
        'You connect the child, the family, the school and the report, and you know when to hand over to another professional.',
    },
    {
      kind: 'paragraph',
      text: 'An Educational Excellence Counsellor does four things. **You explain**: you turn the report into plain words the family can repeat at the dinner table. **You listen**: you find out what the parent and the child already think, fear and hope. **You connect**: you link what the report says with the real choices in front of this child (subjects, a stream, an activity, an exam to look up). **You plan**: you leave the family with a few concrete steps and a date to check on them.',
    },
    {
      kind: 'paragraph',
      text: 'Notice what is missing from that list. You do not decide for the family. You do not promise outcomes ("she will clear NEET"). You do not treat, diagnose or prescribe. You do not sell things the family does not need. A good counsellor is trusted exactly because they know their limits.',
    },
    { kind: 'heading', text: 'Where your role ends: referral' },
    {
      kind: 'paragraph',
      text: 'Sometimes, in a conversation about careers, something else comes out. A child says they cannot sleep before exams and have stopped eating. A parent mentions that their son still reverses letters in class 8 and cannot copy from the board. A girl says, almost in passing, that sometimes she feels there is no point in anything. These are not career questions, and the report cannot answer them. You must not try to handle them alone.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Signs of distress that last** (weeks of low mood, withdrawal from friends, sleeping or eating much more or less, panic before exams): suggest the school counsellor, and a clinical psychologist or a doctor.',
        '**Any talk of self-harm or of not wanting to live**, even as a joke: take it seriously, stay calm, tell the parent the same day, and give the number of **Tele-MANAS, 14416**, India’s national tele mental health helpline (free, in many languages). If a child is in immediate danger, the family should go to the nearest hospital emergency or call emergency services.',
        '**Signs of a learning difficulty** (reading, writing or maths far behind the class despite effort, trouble with attention that teachers keep mentioning): refer to the school’s special educator or counsellor, a clinical psychologist, or a paediatrician, who can assess properly.',
        '**Abuse, or fear of someone at home or school**: this needs the school’s child protection process and, where required, the authorities. Do not investigate yourself.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Referral is not failure. A counsellor who says "this is important, and it needs someone trained for it; here is who can help" has done their job well. Session 10 goes deeper into ethics and referral. For now, remember one sentence: **when in doubt, refer, and tell the parent.**',
    },
    { kind: 'heading', text: 'The qualities of a trusted counsellor' },
    {
      kind: 'paragraph',
      text: 'The best counsellors we know share a few habits. None of them needs a degree; all of them need practice.',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Warmth without flattery.** Praise what the report and the family show, precisely. "Kind and helpful" is vague; "you said you notice when a friend is upset, and you go to them" is specific and believable.',
        '**Honesty about certainty.** The report tells you how sure it is; pass that on. "Several career families are equally close for Aarav" is more honest, and more useful, than pretending one clearly wins.',
        '**Curiosity about the child.** Ask before you tell. "What do you do when you have a free afternoon?" often teaches you more than a page of the report.',
        '**Respect for the family’s decision.** You may disagree with a parent’s plan. You can say why, once, clearly and kindly. Then it is their decision.',
        '**Exactness about facts.** Entrance exams, eligibility and dates change. Say "usually" and "check the official notice", and never invent a number.',
        '**Confidentiality.** What a family tells you stays with you, your notes and the product’s records, and is used only for this child’s counselling.',
      ],
    },
    { kind: 'heading', text: 'A typical journey with one family' },
    {
      kind: 'paragraph',
      text: 'To see how the pieces fit, follow one example family through the product. The names are examples.',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Mrs Sharma (an example parent) buys the Achiever’s Report for her daughter Meera (class 10), either directly or through your referral link.',
        'At consent, she gives Meera’s class, board and, for classes 11-12, the current stream; she agrees to the scan and its purpose. Meera answers the 27 questions.',
        'The report is ready. Meera’s order is assigned to you, and it appears under Students in your workspace. You read the report before anything else, including the counsellor’s view with its numbers.',
        'Mrs Sharma books a debrief slot from the times you have opened in your workspace. Both of you get a calendar invitation; reminders go a day and an hour before.',
        'You hold the 45-minute debrief (session 8 teaches it step by step). You mark it held, keep private notes for yourself, and write a short note for the parent, which the product mails to her.',
        'A few weeks later, you follow up: did Meera look up the exams you talked about? Did the family visit the polytechnic open day? Session 12 shows how to keep this routine.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: saying what the report cannot tell',
      reportPage: null,
      text: [
        'Mr Iyer (an example parent) reads Aarav’s sample report and asks: "So will he be good at engineering?"',
        'What a counsellor might say: "The report can’t tell us that, and I would be careful of anyone who says it can. What it does show is that Aarav likes to find out how things work: Investigating is among his strongest tendencies, and when asked which club he would join, he chose the science or robotics club. That is a good sign that he may enjoy some of the kind of work engineers and scientists do. Whether he would be good at it depends on many things the report does not measure: how he does in maths and science over the next two years, how hard he works, and what he finds out when he tries real projects. Shall we plan how he can test that interest this year?"',
        'Why this works: the counsellor neither promises nor dismisses. They restate what the report measures (preferences), name what it does not (ability), and turn the question into an action.',
      ],
    },
    { kind: 'heading', text: 'How the product supports you' },
    {
      kind: 'paragraph',
      text: 'You do not work alone. The product gives you a **workspace**: the students assigned to you, each child’s report (the parent’s view and the counsellor’s view with the figures), your weekly hours for debriefs, your booked sessions with their calendar files, your referral link and the sales made through it. Families book, move and cancel sessions themselves, up to 12 hours before. When a session is held you record it, and the parent receives your note by mail.',
    },
    {
      kind: 'paragraph',
      text: 'The product also protects the family. A parent can withdraw consent for the scan at any time from My orders or the privacy centre: the child’s answers, details, profile and reports are then erased, and a booked debrief is cancelled. You will learn in session 10 what this means for you, and why you never keep your own copies of a child’s report outside the product.',
    },
    { kind: 'heading', text: 'How to study this course' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Read one lesson a day, with the sample report open. Twenty minutes of reading and five minutes of checks is the plan.',
        'Answer the checks honestly. The explanation appears after each answer, right or wrong; read it even when you were right.',
        'Practise aloud. The sentences in the worked examples are meant to be said. Say them to a colleague or a mirror until they sound like you, not like a script.',
        'Come to your 3-day training batch with questions. The live batch is where you role-play debriefs and hear how others handle hard moments.',
        'Keep a small notebook of phrases that work for you, in the languages your families speak.',
      ],
    },
    {
      kind: 'note',
      text: 'A promise to yourself for the whole course: you will never tell a family more than the report and the facts can support, and you will always tell them when something needs another professional.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Your job: explain, listen, connect and plan, so the family leaves with a next step.',
        'The scan measures preferences from the child’s own answers. Not ability, not a diagnosis, not a verdict.',
        'When distress, self-harm talk or signs of a learning difficulty appear, refer: school counsellor, clinical psychologist, doctor; Tele-MANAS 14416.',
        'The decision belongs to the family. Your honesty is what makes you worth trusting.',
      ],
    },
  ],
  checks: [
    {
      id: 'l01-c1',
      prompt: 'What does the DEM scan measure?',
      options: [
        { id: 'a', text: 'A child’s ability in each school subject, from the way they answer' },
        { id: 'b', text: 'A child’s preferences and ways of working, from their own answers' },
        { id: 'c', text: 'Early signs of a learning difficulty, from how the child answers' },
        { id: 'd', text: 'The careers a child is most likely to succeed in, from their answers' },
      ],
      answer: 'b',
      explanation:
        'The scan records what the child says they like, how they say they behave and learn, and what motivates them. It does not test ability, diagnose anything or predict success.',
    },
    {
      id: 'l01-c2',
      prompt:
        'During a debrief, a class 10 student says quietly that sometimes she feels there is no point in living. What do you do?',
      options: [
        {
          id: 'a',
          text: 'Note it privately, finish the stream discussion gently, and raise it with the parent at the follow-up',
        },
        {
          id: 'b',
          text: 'Reassure her that most students feel this way before boards, and suggest a lighter revision plan',
        },
        {
          id: 'c',
          text: 'Take it seriously, stay calm, tell the parent the same day and give Tele-MANAS 14416',
        },
        {
          id: 'd',
          text: 'Promise to keep it between you, and suggest she talks to her class teacher when ready',
        },
      ],
      answer: 'c',
      explanation:
        'Any talk of self-harm or not wanting to live is taken seriously and referred at once: the parent is told the same day and the family is pointed to professional help, such as Tele-MANAS (14416), a clinical psychologist or a doctor; in immediate danger, emergency services or a hospital.',
    },
    {
      id: 'l01-c3',
      prompt: 'A parent asks: "Will my son be good at engineering?" Which answer fits your role best?',
      options: [
        {
          id: 'a',
          text: '"Yes: Technical and Scientific leads his report, so he will most likely do well in it."',
        },
        { id: 'b', text: '"No one can know that, so the report can’t really help with this question."' },
        { id: 'c', text: '"To be safe, he should take PCM with coaching now and keep every door open."' },
        {
          id: 'd',
          text: '"It shows he enjoys such work, not how good he’d be; let’s plan how he can test it."',
        },
      ],
      answer: 'd',
      explanation:
        'You restate what the report measures (preferences), name what it does not (ability), and turn the question into an action. Promising success, dismissing the report or deciding for the family are all outside your role.',
    },
    {
      id: 'l01-c4',
      prompt: 'Which of these is part of an Educational Excellence Counsellor’s role?',
      options: [
        { id: 'a', text: 'Deciding the child’s stream for the family when the parents cannot agree' },
        { id: 'b', text: 'Leaving the family with a few concrete steps and a date to check on them' },
        { id: 'c', text: 'Telling the parent whether the child has exam anxiety, from Calm and balance' },
        { id: 'd', text: 'Recommending the coaching centre most likely to get the child admitted' },
      ],
      answer: 'b',
      explanation:
        'You explain, listen, connect and plan. Deciding for the family, diagnosing and guaranteeing outcomes are not part of the role.',
    },
  ],
}
