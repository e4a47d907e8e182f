import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l02',
  session: 2,
  title: 'How the Success Blueprint is built: 231 factors across 33 domains',
  summary:
    'From 27 answers to a 20-page report: questions, factors, domains, parts, bands, career families, and how sure the report is.',
  minutes: 25,
  topic: 'scan-measures',
  blocks: [
    { kind: 'heading', text: 'Why a counsellor needs to know the machinery' },
    {
      kind: 'paragraph',
      text: 'You do not need to calculate anything to counsel a family. But you do need to know, in plain words, how the report is made, for three reasons. First, parents ask: "How can 27 questions say all this?" A calm, exact answer builds trust; a vague one destroys it. Second, knowing the machinery tells you how much weight each part of the report can carry. Third, it protects the child: when you know that a band comes from a handful of answers, you will never let a parent treat it like an exam mark.',
    },
    { kind: 'heading', text: 'Step 1: 27 questions, answered by the child' },
    {
      kind: 'paragraph',
      text: 'The scan asks 27 questions, online, in English or Hindi (the child can switch language during the scan; the answers are kept). There are two kinds. **Choice questions** describe a situation and offer options: "On a free Sunday, you would rather…" with answers such as fixing or building something, reading or watching something about animals or space, drawing or making music, or playing outside with friends. **Scale questions** give a statement ("I often ask ‘why?’, and then I look up the answer myself") and ask how true it is, from 1 (not like me at all) to 5 (very much like me).',
    },
    {
      kind: 'paragraph',
      text: 'Before the child starts, the parent gives consent and the child’s context: class (6-12), board, and for classes 11-12 the current stream and subjects, the subjects the child enjoys most and least, and how the Hindi report should address the child. This context does not change any score. It changes the **advice**: which decision is next for this class, and which careers and exams are relevant.',
    },
    { kind: 'heading', text: 'Step 2: every answer feeds factors' },
    {
      kind: 'paragraph',
      text: 'Behind each answer is a small list of **factors** it feeds, with a weight. Choosing "fix or build something" on the Sunday question adds to factors such as "takes things apart to understand them" or "enjoys using tools". A 4 or 5 on "I often ask ‘why?’, and then I look up the answer myself" adds to "looks things up beyond the lesson"; a 3 leaves it as it is; a 1 or 2 counts the other way. There are **231 factors** in all. Each is a concrete behaviour or liking, written in everyday words, such as "asks why things happen", "finishes what they start" or "notices how others feel".',
    },
    {
      kind: 'paragraph',
      text: 'Two things follow from this design, and both are worth saying to parents. One answer counts in several places, which is how 27 questions can inform 231 factors. And no factor rests on a test of skill: every one of them is fed by what the child chose or how strongly they agreed with a statement about themselves. That is why the report can tell you what a child enjoys and how they see themselves, and cannot tell you how well they would do in an exam. When a child’s answers and a parent’s observations differ, both are information: the difference itself is worth a gentle question in the debrief.',
    },
    { kind: 'heading', text: 'Step 3: seven factors make a domain, domains make six parts' },
    {
      kind: 'paragraph',
      text: 'The 231 factors are grouped seven to a **domain**, which gives **33 domains**. A domain is a quality with a name a parent understands, such as Curiosity, Organisation or Learning by doing. The domains are grouped into **six parts**, and each part is a section of the report:',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Personality** (7 domains): Curiosity, Organisation, Sociability, Kindness and empathy, Calm and balance, Self-confidence, Openness and adaptability.',
        '**Interests** (6): Building and fixing, Investigating, Creating, Helping people, Leading and persuading, Organising data and money.',
        '**Aptitudes** (6): Words and language, Working with numbers, Logical reasoning, Visual and spatial thinking, Hands-on reasoning, Creative problem solving.',
        '**Learning style** (4): Learning by seeing, Learning by listening and talking, Learning by reading and writing, Learning by doing.',
        '**Motivation** (5): Drive to achieve, Love of learning, Making a difference, Recognition, Independence.',
        '**Life skills** (5): Time management, Teamwork, Communication, Focus and self-discipline, Bouncing back.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Seven plus six plus six plus four plus five plus five is 33 domains; 33 times 7 is 231 factors. When a parent asks where "231 factors across 33 domains" comes from, this is the answer, and you can show it on the report’s own section headings.',
    },
    {
      kind: 'figure',
      file: 'blueprint-build',
      alt: 'A flow diagram: 27 answers feed 231 factors, which group into 33 domains in six parts, which are read against seven career families, leading to the report with bands and a note on certainty.',
      caption: 'From 27 answers to the report: each step groups the one before it.',
    },
    { kind: 'heading', text: 'Step 4: scores become bands' },
    {
      kind: 'paragraph',
      text: 'Inside the engine each domain has a score from its factors. But a bare number next to a child’s name reads like a mark, and a "0" reads like failure. So the parent’s pages and the child’s page show **bands and words** instead: a domain is **stronger**, **balanced** or **growing** for this child. The bands compare the child’s domains with each other, not with other children: each band holds a third of the child’s own 33 domains. "Stronger" means the child’s answers chose this more often than most of their other domains; "balanced" means sometimes, neither leaning strongly towards it nor away; "growing" means less often, so far. Each band has its own sentences, written for it: a balanced Curiosity does not print the text written for a strong one.',
    },
    {
      kind: 'paragraph',
      text: 'Your **counsellor’s view** in the workspace keeps the numbers, because they help you see how close two domains are. Use them to prepare, not to quote. If a parent asks "what is his score for Sociability?", you can say: "The report uses bands on purpose: the number comes from a few answers and would look more exact than it is. His Sociability is among his stronger tendencies: in his answers it showed most as liking to talk with new people and sharing news and stories."',
    },
    { kind: 'heading', text: 'Step 5: domains are read against seven career families' },
    {
      kind: 'paragraph',
      text: 'Each of the seven **career families** leans on certain domains. Technical and Scientific leans most on Investigating, Working with numbers, Hands-on reasoning and Logical reasoning; Creative and Media on Creating, Openness and adaptability, Visual and spatial thinking and Words and language; Healthcare and Life Sciences on Helping people, Investigating and Kindness and empathy; and so on for Public Service and Government, Management and Corporate, Banking and Money Management, and Practical and Field Work. The closer a child’s domains match a family’s, the higher it comes.',
    },
    {
      kind: 'paragraph',
      text: 'For each leading family the report names four or five careers that best match this child, each with a line on the work, the course and its length, and the usual entrance exams. Two children in the same family can therefore see different careers. The report prints no salary figures.',
    },
    { kind: 'heading', text: 'Step 6: how sure is the report?' },
    {
      kind: 'paragraph',
      text: 'Twenty-seven answers are not many. If a child had answered one question differently, some scores would move. The engine calculates this **margin** for every domain and family: how far one changed answer could move it. When two families are closer together than their margin, the report shows them as **equally close**, with no rank between them, and it says in one sentence how sure it is overall.',
    },
    {
      kind: 'paragraph',
      text: 'This is not a weakness of the report; it is its honesty. Tell families so. "The report shows Technical and Scientific and Healthcare and Life Sciences among the families that are equally close for Aarav. That means his answers do not separate them, and it would be wrong for me to pretend they do. The good news: we can find out which pull is stronger by letting him try both."',
    },
    {
      kind: 'example',
      title: 'Worked example: explaining a tie on the sample report',
      reportPage: null,
      text: [
        'Look at the career families section of Aarav’s report. Find which families are marked as equally close and read the sentence about certainty.',
        'Parent: "But which one is first? I need to know which one to push."',
        'What a counsellor might say: "I understand, and I wish 27 answers could settle it. They don’t: one different answer would swap these two. So instead of pushing one, let’s give Aarav a chance to test both this year: the science exhibition at school for the technical side, and a day shadowing at a clinic or a first-aid course for the healthcare side. What he enjoys doing will tell us more than the report can."',
        'Why this works: the parent’s need (a direction) is respected, the report’s limit is stated simply, and the tie becomes a plan.',
      ],
    },
    { kind: 'heading', text: 'Step 7: careless answering is caught' },
    {
      kind: 'paragraph',
      text: 'Some children rush. Some pick the middle answer every time, or the same option again and again, or answer faster than anyone could read, or give answers that contradict each other. The scan watches for these patterns. When it finds one, the report says so plainly on its first page and explains how to retake: the parent can reopen the scan once, free, from My orders. You and our staff also see the flag. A child who answered carefully never sees it.',
    },
    {
      kind: 'paragraph',
      text: 'If a report you are about to debrief carries this flag, do not debrief it as if it were sound. Talk to the parent first. Often the reason is simple: the child did it late at night, or a younger sibling pressed buttons, or the child was nervous about being judged. Suggest a calm retake, with no one watching over the child’s shoulder, and book the debrief for after the new report.',
    },
    {
      kind: 'example',
      title: 'Worked example: a flagged report',
      reportPage: null,
      text: [
        'An example report (not the sample) opens with a notice that many answers were the middle of the scale. The child is in class 8.',
        'What a counsellor might say to the parent: "The report itself tells us that most answers sat in the middle. That usually means your son was unsure, tired or in a hurry, not that something is wrong with him. A profile from those answers would not be fair to him. You can reopen the scan once, free, from My orders. Could he take it on a weekend morning, on his own, with the message that there are no right answers? Then we will meet and read a report that is really his."',
        'Why this works: the counsellor uses the product’s own mechanism, removes blame from the child and protects the family from acting on weak data.',
      ],
    },
    { kind: 'heading', text: 'The sections of the report, in the order a family meets them' },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**The cover**: the child’s name, class and the report’s date.',
        '**The summary**: one page for a busy parent: how sure the report is, top strengths, the leading career families with any ties, the next decision for this class, and three things to do this month.',
        '**The page for the child**: simple words addressed to the child, about themselves.',
        '**How to read this report**: what the scan measures and its limits, and what the bands mean.',
        '**At a glance, then the six parts**: personality, interests, aptitudes, learning style, motivation and life skills, each domain with its band, the behaviours the child’s answers showed most, and sentences true to it.',
        '**Strengths, and where support helps most**: the child’s clearest strengths, and the areas where encouragement would help.',
        '**The advice for this class**: exploration for classes 6-8, the stream decision for classes 9-10, paths and entrance exams for classes 11-12.',
        '**Career families**: the leading families with the careers that best match this child.',
        '**The roadmap**: 6, 12, 18 and 24 months from the report’s date, with this class’s milestones.',
        '**For parents**: how to support at home, starting from the child’s strengths, and what to avoid.',
        '**About the report and its limits**, and the next step: the debrief with you.',
      ],
    },
    {
      kind: 'note',
      text: 'The report is being improved over time, and page numbers may move. In this course we refer to sections by name. When you prepare a debrief, find the sections in the report you actually hold.',
    },
    { kind: 'heading', text: 'Answering "How can 27 questions say all this?"' },
    {
      kind: 'paragraph',
      text: 'This is the question you will hear most in your first months. Here is an answer that is true and short enough to say: "Each of the 27 questions feeds several small observations, 231 in all, like ‘asks why things happen’ or ‘finishes what they start’. These are grouped into 33 qualities and six parts. So each answer counts in several places. But 27 answers are still 27 answers: that’s why the report uses bands rather than marks, shows close results as ties, and tells you how sure it is. It gives us good words for your child; it does not replace your knowledge of them."',
    },
    {
      kind: 'paragraph',
      text: 'If a parent asks about the brochure’s words (science, psychology, ancient wisdom), answer with what you can stand behind: the report is made by a fixed model, the same answers always give the same report, and it describes preferences, not destiny. You never need to defend a claim you cannot explain.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '27 answers feed 231 factors; 7 factors make a domain; 33 domains sit in six parts.',
        'Parents and children see bands (stronger, balanced, growing), not numbers; you see the numbers to prepare.',
        'Families closer than their margin are equally close; the report says how sure it is.',
        'A careless-answering flag means: talk to the parent, retake once free, then debrief.',
        'The context (class, board, stream) changes the advice, not the scores.',
      ],
    },
  ],
  checks: [
    {
      id: 'l02-c1',
      prompt: 'Where does the figure "231 factors across 33 domains" come from?',
      options: [
        { id: 'a', text: '27 questions with about 8.5 answer options each, counted together' },
        { id: 'b', text: '33 domains of 7 factors each, the domains grouped in six parts' },
        { id: 'c', text: '7 career families of 33 factors each, read against each domain' },
        { id: 'd', text: '231 questions in the full version, shortened to 33 for the online scan' },
      ],
      answer: 'b',
      explanation:
        'Every domain has seven factors: 33 × 7 = 231. The 33 domains sit in six parts (7 + 6 + 6 + 4 + 5 + 5). The child answers 27 questions, each feeding several factors.',
    },
    {
      id: 'l02-c2',
      prompt: 'The report shows two career families as "equally close". What does that mean?',
      options: [
        { id: 'a', text: 'The child would do equally well in both, so either can be chosen safely' },
        { id: 'b', text: 'Both are close, but the one printed first is usually slightly ahead' },
        { id: 'c', text: 'One changed answer could swap them, so the answers do not separate them' },
        { id: 'd', text: 'The engine could not rank them, so a retake is usually needed to settle it' },
      ],
      answer: 'c',
      explanation:
        'The margin is how far one changed answer could move a score. Families within it are shown as equally close on purpose: ranking them would claim more certainty than 27 answers give. It says nothing about how well the child would do in either.',
    },
    {
      id: 'l02-c3',
      prompt:
        'A report you are about to debrief opens with a notice about careless answering. What is the best next step?',
      options: [
        { id: 'a', text: 'Debrief it as usual, and mention the notice briefly at the end of the session' },
        {
          id: 'b',
          text: 'Talk to the parent, suggest the free retake from My orders, debrief the new report',
        },
        {
          id: 'c',
          text: 'Debrief only the parts that look sound, and skip the domains that seem most affected',
        },
        { id: 'd', text: 'Ask the child to redo only the questions answered too quickly, then debrief' },
      ],
      answer: 'b',
      explanation:
        'A flagged report is weak data, in every part. The parent can reopen the scan once for free from My orders; a calm retake, then a debrief of the new report, is fair to the child. The flag is not an accusation.',
    },
    {
      id: 'l02-c4',
      prompt: 'Why do the parent’s pages show bands (stronger, balanced, growing) rather than 0-100 scores?',
      options: [
        { id: 'a', text: 'A bare number reads like a mark and looks more exact than a few answers allow' },
        {
          id: 'b',
          text: 'Scores are kept private to the engine, so only staff and counsellors may see them',
        },
        { id: 'c', text: 'Bands compare the child with others of the same class, which a bare score cannot' },
        { id: 'd', text: 'The engine only sorts answers into three groups, so there is no number to show' },
      ],
      answer: 'a',
      explanation:
        'The engine does calculate scores, and your counsellor’s view shows them to help you prepare. Bands compare the child’s own domains, not the child with others; they are shown to families because numbers from a few answers look like marks and suggest false precision.',
    },
  ],
}
