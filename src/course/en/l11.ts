import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l11',
  session: 11,
  title: 'Growing your practice: schools, seminars and referrals',
  summary:
    'How your practice earns (the report, your referral link, commissions), how to work with schools and run a parent seminar, and how to grow by referral without pressure or false promises.',
  minutes: 25,
  topic: 'business',
  blocks: [
    { kind: 'heading', text: 'A practice built on trust grows slowly, then steadily' },
    {
      kind: 'paragraph',
      text: 'Counselling is a business as well as a service, and there is nothing wrong with earning from good work. But the order matters: families first, income second. A counsellor who helps families well is recommended; recommendations bring the next families. A counsellor who sells hard may earn for a month and then find that no one calls. This lesson explains how the product’s business works for you, how to work with schools and run a seminar, and how to grow through referrals honestly. Everything in it follows from the ethics of session 10: disclose your interests, use no child’s data for promotion, promise nothing you cannot deliver, and put the family’s need before the sale.',
    },
    { kind: 'heading', text: 'How the business works: the facts' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Your kit**: you paid a one-time fee of ₹7,000 for the counsellor programme: this course, the 3-day live training batch, the final assessment, certification and your workspace.',
        '**The report families buy**: the Achiever’s Report, ₹4,999, with the scan, the 20-page Success Blueprint and a debrief with a certified counsellor. (A premium plan is shown on the site as coming soon; do not sell what is not available.)',
        '**Students assigned to you**: when a family pays for a report, a counsellor is assigned: the one whose referral link they came through, otherwise the certified counsellor with the fewest open students. These students appear in your workspace.',
        '**Your referral link**: in your workspace you have a referral code and a link to the Success Blueprint page with your code. When a parent opens it, the site remembers the referral in its own cookie for 30 days; a report bought in that time is recorded as yours and assigned to you.',
        '**Commission**: you earn a commission on reports bought through your referral link. The rate is set in your agreement with the company (the product’s standard setting is 10% of the report price). Staff see your referral sales and the commission in the back office; payment is made outside the product, as your agreement says.',
        '**Your sessions**: you hold debriefs for your assigned students, at the hours you open in your workspace.',
      ],
    },
    {
      kind: 'note',
      text: 'The programme’s pages advertise possible earnings. Treat any such figure as an advertisement, not a promise: what you earn depends on how many families you help and how. Never repeat an earnings figure to another teacher as a promise, and never tell a family the report is "limited" or "ending soon" to hurry them.',
    },
    { kind: 'heading', text: 'The referral link, used well' },
    {
      kind: 'paragraph',
      text: 'Your referral link is the simplest way for families who meet you to buy a report and have you as their counsellor. Use it where a family has already shown interest: after a seminar, in reply to a parent’s question, on your own page. Say plainly what it is: "This link takes you to the report’s page. If you buy through it, I will be your counsellor, and I receive a commission from the company." Families respect that openness, and it is the honest way. It also protects you: a family that learns later that you earned from their purchase, without being told, may feel deceived even if your advice was good.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Do**: share it with parents who asked; put it on your visiting card or page; explain what the report is and is not (session 1).',
        '**Do not**: post it in school parents’ groups without the school’s permission; send it to children; use fear ("your child will fall behind without this"); promise results.',
        '**Do not** buy a report for a family with your link and ask them to pay you; every purchase is the family’s own.',
      ],
    },
    {
      kind: 'figure',
      file: 'practice-funnel',
      alt: 'A path of five stages: a school contact, a parent seminar, interested parents, a report bought through the referral link, a debrief; an arrow loops from a satisfied family back to new families through recommendations.',
      caption:
        'How a practice grows: from a school to a seminar, to families who choose the report, to debriefs that bring recommendations.',
    },
    { kind: 'heading', text: 'Working with schools' },
    {
      kind: 'paragraph',
      text: 'Schools are where families are. Many schools want help with stream choice and parent engagement, and have no counsellor or a counsellor with too many students. Approach them as a partner, not a seller. What you can offer at no cost: a parent seminar on choosing streams, a talk for class 9-10 students on exploring careers, a session for teachers on how streams and entrance exams work. What you ask in return: the chance to tell parents about the Success Blueprint and how to reach you.',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Start with the principal or the head of the senior classes.** A short letter or visit: who you are, what you offer, that it is free for the school, and that no student data is involved.',
        '**Offer a date in the school’s calendar** that makes sense: a parents’ meeting before stream choice (usually in the months around the class 10 results), or the start of the session in April.',
        '**Agree the rules**: what you may say about the report, whether you may share your link, that you will not collect students’ data at the school, and that any family’s participation is voluntary.',
        '**Deliver well and leave something useful**: a one-page handout on streams and exams (facts only, "usually", official sites), with your contact.',
        '**Follow up with a thank-you** and an offer for next term.',
      ],
    },
    {
      kind: 'note',
      text: 'Never let a school make the scan compulsory for students, or make you the only route to something the school offers. The report is a choice for each family, with the parent’s consent.',
    },
    {
      kind: 'example',
      title: 'Worked example: a first letter to a principal',
      reportPage: null,
      text: [
        '"Respected Principal, I am a teacher of mathematics for twelve years and a certified Educational Excellence Counsellor. Many parents of classes 9 and 10 find the choice of stream difficult. I would be glad to offer your school, free of charge, a 45-minute talk for parents on the streams after class 10, the vocational routes and the main entrance exams, with time for their questions. No student data is collected. At the end I would mention, briefly, the career report I work with, which parents may choose if they wish. Could I call on you next week to discuss a date that suits the school?"',
        'Why this works: it says who you are, what the school gains, what is free, what you will and will not do, and asks for a small next step. (The teacher here is an example.)',
      ],
    },
    { kind: 'heading', text: 'Running a parent seminar' },
    {
      kind: 'paragraph',
      text: 'A 45-minute seminar for parents of classes 8-10 is the single best way to meet families. Its purpose is to help, not to sell; families who are helped come to you. Keep it simple: no long slides, a sample report to pass around, the handout, and plenty of time for questions, which are often the most valuable part. A plan that works:',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Opening (5 minutes)**: who you are; the question of the evening: "How do we help our children choose well?"',
        '**The pathway (15 minutes)**: the streams after class 10, the vocational routes, and the main entrance exams in one line each (session 6). Myths answered: Humanities is not a fallback; a diploma is a real route; design and law are open to all streams.',
        '**How to know your child (10 minutes)**: three sources: what they enjoy, how they do, what they want. Questions parents can ask at home. What a preferences scan can and cannot tell.',
        '**The Success Blueprint (5 minutes)**: what it is (27 questions, the child’s own answers, bands, career families, the stream decision for classes 9-10, a roadmap, a debrief), what it is not (not an ability test, not a diagnosis, not a guarantee), the price, and how to reach you.',
        '**Questions (10 minutes)**: answer honestly; say "I’ll check and tell you" when needed, and then do it: write the question down with the parent’s contact, and reply within a few days.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: the two minutes about the report',
      reportPage: null,
      text: [
        '"Some of you have asked about the report I use. It’s called the Success Blueprint. Your child answers 27 questions online, after you give consent, and the report shows what they enjoy and how they like to learn, across six parts, and which career families and streams fit them best, with how sure it is. It’s not an ability test and not a medical report; it’s your child telling us about themselves in an organised way. It costs ₹4,999 and includes a 45-minute session with a certified counsellor. If you buy through my link, I’ll be your counsellor, and I receive a commission from the company. There’s no hurry: if it isn’t right for your family now, everything I said tonight still applies. Here is a sample report you can look at."',
        'Why this works: it is short, exact, honest about the commission and the limits, and free of pressure. Parents who buy after this trust you already.',
      ],
    },
    { kind: 'heading', text: 'Growing by recommendation' },
    {
      kind: 'paragraph',
      text: 'Your best source of families is families you have helped. A parent who left a debrief with a clear plan tells their sister, their colleagues, the parents at the bus stop. You can encourage this without pressure: at the end of a follow-up call that went well, say, "If you know other families facing the same decision, I’d be glad to help them. Here is my link, if you’d like to pass it on." Ask for a written testimonial only with clear permission, and never use a child’s name or details (session 10).',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Keep your promises**: the follow-up call on the date you said, the fact you said you would check.',
        '**Be reachable**: reply to parents within a working day, even if only to say when you will answer.',
        '**Be visible locally**: the school’s annual day, a library talk, a community group, a local newspaper column on exams (facts only).',
        '**Use your landing page and strategy session** if your enrolment included them (the programme offered a free landing page and a one-hour strategy session to its first 100 enrollees).',
        '**Work with other professionals**: school counsellors, psychologists and doctors you refer to may refer families back to you for careers guidance.',
      ],
    },
    { kind: 'heading', text: 'When a family cannot afford the report' },
    {
      kind: 'paragraph',
      text: 'Some families who come to your seminar will not be able to spend ₹4,999. Do not push, and do not make them feel smaller for it. Everything you taught that evening still helps them: the three sources, the questions to ask at home, the facts about streams and exams, the official sites, the free routes to explore. A counsellor known for helping everyone, buyers or not, is the counsellor families recommend. Some of those families will come back when they can; their cousins and neighbours may come sooner.',
    },
    { kind: 'heading', text: 'Your first three months' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Month 1**: finish the course and the training batch; pass the assessment and the practical; set your meeting link and weekly hours in your workspace; prepare a one-page handout on streams and exams.',
        '**Month 2**: write to three schools you know; hold your first seminar, even for a small group; debrief your first assigned students with full preparation; ask your trainer about any case you found hard.',
        '**Month 3**: follow up every family you debriefed; hold a second seminar at another school; start your leads list (session 12) and your weekly routine.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Expect growth to be slow at first. The first families you help well are the start of everything else, so give them your best preparation, even when the numbers are small.',
    },
    { kind: 'heading', text: 'What not to do' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Promise admissions, ranks or jobs.',
        'Claim the report measures ability or predicts success.',
        'Take fees from coaching centres for sending students, or recommend paid services because they pay you.',
        'Sell to children directly, or collect children’s contact details at schools.',
        'Invent testimonials, success stories or numbers.',
        'Run down other counsellors or products. Talk about what you offer.',
        'Discount or waive the price on your own, or take cash from families for the report; every purchase goes through the product.',
      ],
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'The report is ₹4,999; your link records a family’s purchase as yours for 30 days; your commission is set in your agreement and paid outside the product.',
        'Share your link where families asked, and say plainly that you earn a commission.',
        'Schools: partner, offer free talks, no student data, voluntary participation.',
        'Seminars: help first, two honest minutes about the report, no pressure.',
        'Grow by recommendation: keep promises, be reachable, use permission for testimonials, never invent.',
        'Help families who cannot buy as well as those who can; start slowly and give your first families your best preparation.',
      ],
    },
  ],
  checks: [
    {
      id: 'l11-c1',
      prompt: 'A parent opens your referral link and buys the report two weeks later. What happens?',
      options: [
        { id: 'a', text: 'Nothing: a referral usually counts only if the purchase is made that same day' },
        { id: 'b', text: 'It is recorded as your referral and assigned to you: the link lasts 30 days' },
        { id: 'c', text: 'It counts only if the parent types your referral code in again at checkout' },
        { id: 'd', text: 'The order is assigned to you, but the sale counts as yours only within a week' },
      ],
      answer: 'b',
      explanation:
        'The referral link leaves a first-party cookie for 30 days; a report bought in that time is recorded as yours and assigned to you. The family’s price does not change.',
    },
    {
      id: 'l11-c2',
      prompt: 'A parent at a seminar asks whether you earn anything if they buy. What do you say?',
      options: [
        { id: 'a', text: '"No, I do this as a service; the company pays me a fixed fee, not per report."' },
        { id: 'b', text: '"That is between me and the company, and it never affects the advice I give."' },
        { id: 'c', text: '"Yes: if you buy through my link, I’m your counsellor and earn a commission."' },
        { id: 'd', text: '"It’s too small to mention, so please don’t let it affect whether you buy."' },
      ],
      answer: 'c',
      explanation:
        'Disclosing your interest plainly is part of professional conduct, and families trust it. Dodging the question, playing it down or saying something untrue hides an interest the family has a right to know.',
    },
    {
      id: 'l11-c3',
      prompt: 'A school agrees to host your parent seminar. Which is an appropriate arrangement?',
      options: [
        { id: 'a', text: 'A free talk, with the scan made part of class 9’s careers week for every student' },
        { id: 'b', text: 'A free talk, with a sign-up sheet at the door for the students’ phone numbers' },
        { id: 'c', text: 'A free talk, then your link posted in every class’s parent group without asking' },
        { id: 'd', text: 'A free talk, a short honest word on the report, no student data collected' },
      ],
      answer: 'd',
      explanation:
        'Schools are partners. The report is each family’s choice with the parent’s consent; no student data is collected; sharing your link follows the school’s permission.',
    },
    {
      id: 'l11-c4',
      prompt: 'Which way of growing your practice is acceptable?',
      options: [
        { id: 'a', text: 'Asking a satisfied parent, after a good follow-up, to pass on your link' },
        { id: 'b', text: 'Telling a real family’s story at talks, with the child’s name changed' },
        { id: 'c', text: 'Offering a small discount from your commission to families who buy this week' },
        { id: 'd', text: 'Collecting children’s contact details at a school talk, to follow up later' },
      ],
      answer: 'a',
      explanation:
        'Recommendations from families you helped are the honest way to grow. A real child’s story needs the family’s permission and no identifying details, the price is not yours to discount, and children’s contacts are never collected.',
    },
  ],
}
