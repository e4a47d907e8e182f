import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l04',
  session: 4,
  title: 'Aptitude, learning styles and study habits',
  summary:
    'What the aptitudes part means (preferred ways of thinking, not measured ability), how to use learning style honestly, and turning motivation and life skills into study habits.',
  minutes: 25,
  topic: 'reading-report',
  blocks: [
    { kind: 'heading', text: 'A word that needs care: "aptitude"' },
    {
      kind: 'paragraph',
      text: 'In everyday Indian usage, "aptitude" means ability, and often an exam: aptitude tests for jobs, the aptitude section of an entrance exam. The report uses the word for one of its six parts, and that creates a risk you must manage in every debrief. **In the Success Blueprint, the aptitudes part describes the kinds of thinking a child prefers and feels at ease with, from their own answers. It does not measure ability.** No question in the scan asks the child to solve a problem. The report itself says so where the word appears; you say it too, early, in plain words.',
    },
    {
      kind: 'paragraph',
      text: 'A simple way to put it to a parent: "This part tells us which kinds of thinking Aarav enjoys and reaches for: numbers, words, pictures, logic, working with his hands. Enjoying a kind of thinking often goes with getting better at it, because children practise what they enjoy. But this is not a test score. His school marks and his teachers tell you about his ability; this tells you about his inclination."',
    },
    { kind: 'heading', text: 'The six aptitude domains' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Words and language**: enjoys reading, writing, explaining, debating, learning languages.',
        '**Working with numbers**: enjoys calculations, patterns in numbers, keeping count, puzzles with figures.',
        '**Logical reasoning**: enjoys working out why, step by step; rules, sequences, cause and effect.',
        '**Visual and spatial thinking**: thinks in pictures, maps, shapes, layouts; enjoys drawing, designing, building models.',
        '**Hands-on reasoning**: understands by handling things: tools, machines, materials, experiments.',
        '**Creative problem solving**: enjoys finding new ways round a problem, improvising, trying unusual ideas.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Read these domains together with school reality. A child whose answers show a stronger Working with numbers and whose maths marks are also good has two sources pointing the same way: a solid basis for choosing subjects with maths. A child who enjoys numbers but struggles in maths exams may need better teaching, more practice or simply time; enjoyment is a good sign to build on. A child with growing Working with numbers and good maths marks may be capable but not drawn to it: worth knowing before choosing PCM for the sake of "keeping options open".',
    },
    {
      kind: 'example',
      title: 'Worked example: the aptitudes part of the sample report',
      reportPage: null,
      text: [
        'Open Aarav’s report at the aptitudes part. Look at which domain is in the stronger band (Creative problem solving), which are balanced (Hands-on reasoning, Visual and spatial thinking) and which are growing (Words and language, Working with numbers, Logical reasoning), and at the line that says these are preferred ways of thinking, not marks or test results.',
        'What a counsellor might say: "Aarav likes finding new ways round a problem: Creative problem solving is among his stronger tendencies, and Hands-on reasoning sits in the balanced band. Working with numbers is in the growing band: in his answers he chose number activities less often than other things. That is not a maths mark. How are his marks in science and maths this year? … Good in science, average in maths. So maths is where we should look closer: is it the subject, the teacher, or practice? That matters because some streams he may consider for class 11 use a lot of maths."',
        'Why this works: the counsellor puts the report beside school evidence, so the family sees where they agree and where a question remains.',
      ],
    },
    { kind: 'heading', text: 'Three sources, one picture' },
    {
      kind: 'paragraph',
      text: 'For any decision about subjects or streams, teach families to look at three sources together: **what the child enjoys** (the report), **how the child does** (marks, teacher comments, olympiads or projects) and **what the child wants** (the child’s own words in the debrief). When all three agree, the decision is easy. When they disagree, the disagreement is the most useful thing to talk about.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Enjoys, does well, wants**: go ahead with confidence, and keep a second option in view.',
        '**Enjoys, does not yet do well**: check the reason (teaching, practice, confidence). Enjoyment is a reason to invest effort, not a reason to give up.',
        '**Does well, does not enjoy**: capability is real, but two years of a subject one dislikes is hard. Ask what the child would choose if marks were equal.',
        '**Wants, but neither enjoys nor does well**: often the wish is someone else’s (a cousin’s path, a parent’s dream). Explore gently where the wish comes from.',
      ],
    },
    { kind: 'heading', text: 'Learning style: useful, if used honestly' },
    {
      kind: 'figure',
      file: 'learning-styles',
      alt: 'Four panels showing four ways of learning: seeing (an eye and a diagram), listening and talking (speech bubbles), reading and writing (a notebook), and doing (hands with a model).',
      caption:
        'Four ways a child may prefer to learn. Good study mixes all four; the preferred one is the way in.',
    },
    {
      kind: 'paragraph',
      text: 'The learning style part has four domains: **Learning by seeing, Learning by listening and talking, Learning by reading and writing, and Learning by doing.** They describe how the child says they prefer to take in and work with new material. Most children have more than one preference.',
    },
    {
      kind: 'paragraph',
      text: 'Be honest with families about what this can and cannot do. Research has not shown that teaching a child only in their preferred style makes them learn more. What preference does tell you is **where the child is comfortable starting** and which study methods they are likely to keep using. A good study plan uses the preferred way as the entry point, then mixes in the others, because exams are written and most subjects need all four.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Seeing**: start with diagrams, mind maps, colour-coded notes, videos with the sound low; then write a short summary from memory.',
        '**Listening and talking**: explain the chapter aloud to a parent or a friend, record and replay key points, study in a pair; then practise written answers.',
        '**Reading and writing**: rewrite notes in their own words, make question lists, use textbook summaries; then draw one diagram per chapter.',
        '**Doing**: build models, do experiments, act out a history scene, use flashcards physically sorted into piles; then write it up.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a study plan from learning style',
      reportPage: null,
      text: [
        'An example class 9 girl, Ananya, has Learning by doing stronger and Learning by reading and writing growing. Her father says she cannot sit with a book for more than ten minutes.',
        'What a counsellor might say: "That fits her answers: Ananya learns best by doing. So let’s not fight it; let’s use it. For science, she starts each chapter with one experiment or a video of one, then makes a model or a chart. For history, she turns each chapter into a timeline on the wall. Then, and this matters for board exams, she writes three short answers from memory. Twenty-five minutes of work, five minutes of movement, repeat. Can we try this for four weeks and see if the ten minutes becomes twenty-five?"',
        'Why this works: the plan starts where the child is comfortable and still practises the written answers exams need. It has a time frame to check.',
      ],
    },
    { kind: 'heading', text: 'Motivation: what makes the child try' },
    {
      kind: 'paragraph',
      text: 'The motivation part has five domains: **Drive to achieve, Love of learning, Making a difference, Recognition, and Independence.** They describe what the child says makes them want to try. This part is very useful for study habits, because a plan that fits the child’s motivation is one they will keep.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Drive to achieve**: goals, targets, progress charts. "Beat last week’s score" works.',
        '**Love of learning**: curiosity about the subject itself. Let them go beyond the syllabus sometimes; connect chapters to real questions.',
        '**Making a difference**: purpose. Link study to helping people: "this chemistry is how clean water is made."',
        '**Recognition**: being noticed. Praise effort specifically and promptly; show their work to someone they respect.',
        '**Independence**: control over how and when. Let them design their own timetable, within agreed limits.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'A mismatch between a parent’s methods and the child’s motivation explains many homework battles. A parent who rewards with praise in front of relatives may be reaching a child motivated by recognition, and alienating one motivated by independence. Say this kindly: "Every child is pushed by different things. For Rohan, it seems to be independence. Would it help to let him set his own study hours, and you check the result at the end of the week rather than the process every evening?"',
    },
    { kind: 'heading', text: 'Life skills: the habits that carry everything' },
    {
      kind: 'paragraph',
      text: 'The life skills part has five domains: **Time management, Teamwork, Communication, Focus and self-discipline, and Bouncing back.** For study habits, Time management and Focus matter most; for the years ahead, Bouncing back (recovering from a bad result) matters a great deal, because every path in India has its exam disappointments.',
    },
    {
      kind: 'paragraph',
      text: 'All five are skills: they grow with practice, at any age. That makes this part of the report hopeful. A growing band is simply a place to start. Pick **one** habit for the next month, not five. For time management: a written weekly plan on Sunday evening. For focus: the phone in another room during study blocks. For bouncing back: after each test, the child writes one thing that went well and one thing to change, before looking at the marks with a parent.',
    },
    {
      kind: 'example',
      title: 'Worked example: one habit, not five',
      reportPage: null,
      text: [
        'An example class 10 boy, Dev, has Time management and Focus and self-discipline both growing; his mother wants a complete daily timetable from 5 a.m.',
        'What a counsellor might say: "A full timetable is a good aim, but if Dev has not kept one before, a big change usually breaks in the first week, and then everyone feels worse. Let’s start with one habit: phone outside the room for two 45-minute study blocks each evening. When that feels normal, in about three weeks, we add the next one. Small and kept beats big and broken."',
        'Why this works: the parent’s goal is respected; the plan is sized to the child’s current habits; and it has a review point.',
      ],
    },
    { kind: 'heading', text: 'Study habits across the Indian school year' },
    {
      kind: 'paragraph',
      text: 'Advice on habits lands better when it is tied to the calendar the family already lives by. Most boards run from April to March, with half-yearly exams usually in September-October and board exams for classes 10 and 12 usually in February and March. The same study advice means different things in different months, so fit it to where the family is in the year.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**April to June (the new session and the summer break)**: the best time to start a habit, because the pressure is low. Try the preferred learning method on the first chapters; add a short daily reading time.',
        '**July to October (the long term)**: keep the one habit going; add a weekly review on Sunday. For classes 9-12, this is also when the child can test interests through a club, a project or a short course.',
        '**November to January (pre-boards and revision)**: no new experiments. Use what has worked: the child’s own revision method, past papers, sleep.',
        '**February and March (exams)**: calm and routine. Bouncing back matters here: plan in advance what the child will do after a paper that goes badly (talk, rest, move on to the next subject).',
      ],
    },
    {
      kind: 'paragraph',
      text: 'If the debrief happens in January for a class 10 child, do not redesign their study method; help them keep steady until March and plan the bigger changes for April. Good advice at the wrong moment is not good advice.',
    },
    { kind: 'heading', text: 'Putting it together in a debrief' },
    {
      kind: 'paragraph',
      text: 'In a 45-minute debrief you will not read every domain of these three parts aloud. Prepare by choosing: the one or two aptitude domains most relevant to the family’s decision, the child’s preferred way of learning, their main motivation, and one life skill to work on. That gives you a short, personal study advice: "Start with doing, aim for targets, one habit this month: the phone outside the room." A family can remember that; they cannot remember twenty domains. Write the four points in your parent note after the session, so the family has them in writing, and ask the child to put the one habit on a sheet above their desk where they will see it every day.',
    },
    {
      kind: 'note',
      text: 'Whenever "aptitude" comes up, repeat the key sentence: the report shows preferences from the child’s answers; marks and teachers show ability. Both matter; neither is the whole child. A family that leaves with this sentence has understood the most important thing about this part of the report.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Aptitudes in this report are preferred kinds of thinking, not measured ability. Say so.',
        'Decide with three sources: what the child enjoys, how they do, what they want.',
        'Learning style is the way in, not the only way; good study mixes all four.',
        'Match study methods to motivation, and build one life-skill habit at a time.',
      ],
    },
  ],
  checks: [
    {
      id: 'l04-c1',
      prompt:
        'A parent says: "The report says his Working with numbers is growing, so he is weak at maths." What is the accurate reply?',
      options: [
        {
          id: 'a',
          text: '"Partly: the aptitudes part estimates ability, but his school marks matter more for maths."',
        },
        {
          id: 'b',
          text: '"He chose number activities less often; marks and teachers show ability. Let’s see both."',
        },
        {
          id: 'c',
          text: '"It means maths is not his natural strength, so a stream with less maths may suit him better."',
        },
        {
          id: 'd',
          text: '"The report is less reliable than marks, so it is best to set this part aside for now."',
        },
      ],
      answer: 'b',
      explanation:
        'The aptitudes part reports preferences from the child’s answers, not measured ability. School evidence is a separate source, and the two are read together.',
    },
    {
      id: 'l04-c2',
      prompt: 'How should learning style be used in a study plan?',
      options: [
        { id: 'a', text: 'Teach mainly in the preferred style, since that usually raises marks the most' },
        { id: 'b', text: 'Note it, but plan the study around the written exam format and nothing else' },
        { id: 'c', text: 'Start with the preferred way, then mix in the others, including written practice' },
        {
          id: 'd',
          text: 'Choose tuition that teaches in that style, so the child learns the way that suits',
        },
      ],
      answer: 'c',
      explanation:
        'Research does not show that teaching only in a preferred style improves learning. Preference tells you where the child is comfortable starting; a good plan mixes methods, and exams need written answers.',
    },
    {
      id: 'l04-c3',
      prompt:
        'A child’s marks in biology are high, but the report shows little enjoyment of the related domains, and the child says they would not choose it if marks were equal. What does this call for?',
      options: [
        {
          id: 'a',
          text: 'Talking about the mismatch: the capability is real, and so is the lack of enjoyment',
        },
        { id: 'b', text: 'Choosing PCB, since good marks usually matter more than enjoyment at this stage' },
        { id: 'c', text: 'Steering away from biology, since the report shows where the real interests lie' },
        { id: 'd', text: 'A retake of the scan, since the answers and the marks should normally agree' },
      ],
      answer: 'a',
      explanation:
        'When the three sources (enjoyment, performance, the child’s wish) disagree, the disagreement is what you talk about. Neither marks nor the report decide alone.',
    },
    {
      id: 'l04-c4',
      prompt: 'A class 10 student’s Time management and Focus are both growing. What is the best first step?',
      options: [
        { id: 'a', text: 'A full daily timetable from next week, so good habits form all at once' },
        { id: 'b', text: 'One small habit for a few weeks, such as the phone outside the room' },
        { id: 'c', text: 'Five small habits at once, so that progress shows quickly in every area' },
        { id: 'd', text: 'A check for attention problems first, since both domains point the same way' },
      ],
      answer: 'b',
      explanation:
        'Life skills grow with practice. One habit kept is better than a big plan, or five habits, broken in the first week. A growing band is not a sign of a condition.',
    },
  ],
}
