import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l09',
  session: 9,
  title: 'Counselling parents: expectations, pressure and support',
  summary:
    'Why parents worry, a five-step way to talk with a worried or insistent parent, the common situations you will meet, and how to help a family support rather than pressure.',
  minutes: 25,
  topic: 'worried-parent',
  blocks: [
    { kind: 'heading', text: 'Behind every hard question is a worried parent' },
    {
      kind: 'paragraph',
      text: 'Most difficult moments in a debrief are not about the report. They are about a parent’s fear: that the child will fall behind, that money will be wasted, that relatives will judge, that a wrong choice at 15 will cost a lifetime. A parent who says "engineering or nothing" is usually not being unreasonable; they are trying to protect their child with the map they know. Your job is not to win an argument with that parent. It is to help them see their child more clearly and to give them a safer map.',
    },
    {
      kind: 'paragraph',
      text: 'Respect is the starting point. In most Indian families, parents carry the cost of education and the weight of the decision, often with grandparents and relatives involved. A counsellor who lectures a parent, or sides with the child against them, loses the family. A counsellor who listens first, acknowledges the fear, and then brings evidence and options usually finds that the parent moves, sometimes a long way. And when the parent does not move, the family still leaves with better information and a relationship with you that makes the next conversation possible. Many decisions are made not in the debrief but in the weeks after it, at home, and what you said then echoes in those conversations.',
    },
    { kind: 'heading', text: 'Five steps for a worried or insistent parent' },
    {
      kind: 'figure',
      file: 'parent-talk',
      alt: 'Five steps in a row: listen, acknowledge, bring evidence, offer options, agree a next step, with an arrow looping back from the last to the first.',
      caption: 'Listen, acknowledge, evidence, options, agree. If the parent is not ready, go round again.',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**Listen** to the whole concern without interrupting. Ask one question to understand it: "What worries you most about that?"',
        '**Acknowledge** the feeling and the reason behind it, in your words: "You want him to have a secure job, and you have seen how hard it is without one." Acknowledging is not agreeing.',
        '**Bring evidence**: what the child’s answers show, what the school shows, what the child says. Use the report’s own words, not your opinion.',
        '**Offer options**: usually more than the parent thought existed. Routes that stay open, ways to test an interest, a second option to keep alive.',
        '**Agree a next step**, small enough to happen this month, which tests the question rather than settling it by argument.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: "She must do NEET"',
      reportPage: null,
      text: [
        'An example parent, Mr Reddy, says of his class 10 daughter Divya: "Her mother and I are both in healthcare. She must do NEET." Divya’s report shows Creating and Words and language stronger; Healthcare and Life Sciences is not among her leading families; her biology marks are good.',
        'Listen: "Tell me more. What would you most like for her?" (He wants her to have a respected, secure profession, as they have.)',
        'Acknowledge: "You know this field from inside, and you want her to have the security it gave you. That makes complete sense."',
        'Evidence: "Her answers show she enjoys creating and working with words more than the activities healthcare careers use every day. Her biology marks are good, so she could do it. The question is whether she would want to, for five and a half years of MBBS and more."',
        'Options: "There are routes that use both: medical writing, health communication, psychology, design for health products. And if she takes PCB, NEET stays open while she explores."',
        'Agree: "Could Divya spend a day at your hospital watching the work closely, and also try a short writing course this month? Then let’s talk again, with what she felt in both."',
        'Why this works: the father’s expertise and fear are respected; the decision moves from argument to experience.',
      ],
    },
    { kind: 'heading', text: 'Situations you will meet' },
    {
      kind: 'paragraph',
      text: '**The parent who wants a guarantee.** "If she follows your plan, will she get into a good college?" No one can promise that, and saying so plainly builds trust. "I can’t promise any result, and anyone who does isn’t being honest with you. What this plan does is improve the chances of a good decision, one that fits her, so that her effort goes where she wants to be."',
    },
    {
      kind: 'paragraph',
      text: '**The parent who compares.** "My brother’s son got into an IIT. Why can’t mine?" Do not compare back. Move to this child: "Every child is on their own path. Let’s look at what Rohan enjoys and where his strengths can take him. His cousin’s route is one route of many."',
    },
    {
      kind: 'paragraph',
      text: '**The disappointed parent.** A parent who hoped for a "science child" sees Creative and Media leading, and goes quiet. Name what you see gently: "You look disappointed. That’s understandable; it’s not what you expected." Then widen the picture with facts about design, architecture, media and technology that combines them (session 6), and ask what the child has made recently.',
    },
    {
      kind: 'paragraph',
      text: '**Parents who disagree with each other.** One wants commerce, the other science. Do not choose a side. Put both views on the table as the family’s question, bring the report’s evidence to both, and propose a step that tests them: "What if, in these months, he tries one thing from each?"',
    },
    {
      kind: 'paragraph',
      text: '**The parent who speaks for the child.** Thank them, then ask the child directly, by name, and wait. If the parent answers again, say warmly: "I’d love to hear it from Aman in his own words, and then from you."',
    },
    {
      kind: 'paragraph',
      text: '**The parent worried about money.** Some families fear costs they cannot meet: coaching, private colleges, moving to a city. Do not assume; ask. Then include options that fit: government colleges through the national entrance exams, polytechnics and ITIs, scholarships (tell them to look up the national scholarship portal and their state’s schemes, and check eligibility), free preparation resources. Never push a paid product a family cannot afford.',
    },
    {
      kind: 'paragraph',
      text: '**The parent who doubts the report.** "How can an online test know my child?" Agree with the spirit: "It can’t know her as you do. It organises what she told us about herself. Let’s check it against what you see, and where it doesn’t fit, your view matters more." Then go to specifics.',
    },
    {
      kind: 'paragraph',
      text: '**The voice of relatives.** Often the strongest opinion in the room belongs to someone who is not there: a grandparent, an uncle who "knows the field", neighbours. Do not dismiss them; the parent has to go home to them. Give the parent words and facts they can repeat: "The report shows her strengths in these areas; the routes we discussed are respected and lead to these exams; here is the official page." A parent who can explain the plan at a family gathering will keep to it.',
    },
    {
      kind: 'paragraph',
      text: '**Assumptions about daughters and sons.** You will sometimes hear that a daughter should choose something "safe" or close to home, or that a son must earn well soon. Do not argue with a family’s values; do make sure decisions are made on full information. Say plainly what the child’s answers show, name the routes that fit, and correct facts where they are wrong: NDA, engineering, law and every other route discussed in this course are open to girls and boys alike. Then the choice is the family’s, made knowing what is possible.',
    },
    {
      kind: 'paragraph',
      text: '**The parent after a bad result.** Sometimes the debrief falls just after disappointing marks, or a failed attempt at an entrance exam. The parent may be angry or frightened, the child ashamed. Start with the feeling, not the plan: "This is a hard week. Let’s take it slowly." Then separate the result from the child: a result is information about one exam on one day. Look at what the report says about the child’s strengths and about bouncing back, and plan the next step with a date, whether it is a second attempt, a different route, or a pause to decide.',
    },
    { kind: 'heading', text: 'Phrases that help' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '"Tell me more about that." (when you do not yet understand the worry)',
        '"It makes sense that you feel that way, given…" (acknowledging without agreeing)',
        '"Here is what her answers show." (moving from opinion to evidence)',
        '"There is more than one route to that." (opening options)',
        '"What would help you feel more sure?" (finding the next step)',
        '"Can we test that before deciding?" (turning an argument into an experience)',
        '"I can’t promise that, but I can promise…" (honest about limits, clear about what you offer)',
      ],
    },
    { kind: 'heading', text: 'Pressure: when support tips over' },
    {
      kind: 'paragraph',
      text: 'Parental ambition is normal and often helpful. It becomes harmful when it outruns the child: study hours that leave no sleep, punishments for marks, a child who says they are afraid to show results, talk of "no other option". You will sometimes see the signs in a debrief: a child who looks at the parent before every answer, who says "whatever they decide", who is very quiet about their own wishes, or whose Calm and balance is in the growing band with exam worry in their own words.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Speak to the parent alone for a few minutes, with respect: "Can I share something I noticed?"',
        'Describe what you saw, not a judgement: "When we talked about marks, Priya went very quiet and said she is scared of the results."',
        'Link it to what the parent wants: "Children learn best when they feel safe to make mistakes. Her best results will come from a calmer home before exams."',
        'Give one concrete change: fixed sleep time, one day off a week, talking about effort rather than rank, celebrating small improvements.',
        'If the child’s distress seems lasting or serious, or anything suggests self-harm, the referral rules of session 10 apply: tell the parent plainly, and point to the school counsellor, a clinical psychologist or a doctor, and Tele-MANAS (14416).',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a parent alone',
      reportPage: null,
      text: [
        'After the plan is agreed, the counsellor asks the class 10 child, Kunal (an example), to step out for a moment, with his mother’s agreement.',
        'Counsellor: "Mrs Joshi, can I share something I noticed? When we talked about the boards, Kunal said twice that he can’t sleep on the nights before tests. In his answers for the report he also said that he often feels unsteady under pressure. That’s not a diagnosis, and many children feel this way, but it matters for his results as much as hours of study. Could we add one thing to the plan: lights out by eleven, and on test days, you ask him how he felt rather than what he scored? If the sleeplessness continues or gets worse, please take him to a doctor or the school counsellor."',
        'Why this works: private, respectful, based on the child’s own words, linked to the parent’s goal, concrete, and with a clear line for when to seek help.',
      ],
    },
    { kind: 'heading', text: 'Helping parents support' },
    {
      kind: 'paragraph',
      text: 'At the end of a debrief, most parents ask, in some form: "What can I do?" Have an answer ready that fits the child’s report: a parent who leaves with something to do feels less helpless, and a parent who feels less helpless pushes less. General good advice for Indian parents, which you can tailor:',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Praise effort and strategy**, specifically: "you planned your revision well", not only "you came first".',
        '**Make room to explore**: an hour a week for the child’s interest, protected from tuition.',
        '**Ask, then listen**: "What did you enjoy this week?" at dinner, without turning it into a lesson.',
        '**Be a model**: talk about your own work honestly, what you enjoy and what is hard, so the child sees that adults keep learning too.',
        '**Share the facts together**: look up an exam’s official page with the child instead of relying on relatives’ advice.',
        '**Keep a second option alive**, openly, so the child does not feel one exam decides their life.',
        '**Notice the child’s wellbeing**: sleep, appetite, friendships, mood. Seek help early if something changes and stays changed.',
      ],
    },
    {
      kind: 'note',
      text: 'Never promise a parent a result, never belittle their hopes, and never side with the child against them in front of the child. You can disagree with a plan once, clearly and kindly, with evidence. Then the decision is the family’s.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Behind the hard question is fear; respect it.',
        'Listen, acknowledge, evidence, options, agree; go round again if needed.',
        'No guarantees, no comparisons, no sides. Ask about money; offer options that fit.',
        'Give parents words and facts they can repeat to relatives; correct wrong facts, respect values.',
        'After a bad result, start with the feeling, separate the result from the child, then plan.',
        'See pressure; speak to the parent alone; give one concrete change; refer when distress is serious.',
      ],
    },
  ],
  checks: [
    {
      id: 'l09-c1',
      prompt: 'A father says: "Engineering or nothing." What is the best first move?',
      options: [
        { id: 'a', text: 'Show him at once what the report says, so the evidence can settle the question' },
        { id: 'b', text: 'Listen fully, ask what worries him most, and acknowledge the reason behind it' },
        { id: 'c', text: 'Agree for now, and raise the other options later when he is in a calmer mood' },
        { id: 'd', text: 'Ask the child to tell his father, there and then, what he himself would choose' },
      ],
      answer: 'b',
      explanation:
        'The five steps begin with listening and acknowledging. Evidence and options come after the parent feels heard. Arguing, giving in, or setting the child against the parent all fail.',
    },
    {
      id: 'l09-c2',
      prompt:
        'A mother asks: "If we follow your plan, will she get into a good college?" What do you answer?',
      options: [
        { id: 'a', text: '"Families who follow the plan usually do well, so she has a good chance."' },
        { id: 'b', text: '"If she works hard and follows each step, she will get into a good college."' },
        { id: 'c', text: '"The report shows a good fit, so the plan usually leads to the right college."' },
        { id: 'd', text: '"I can’t promise a result; the plan improves the chances of a good decision."' },
      ],
      answer: 'd',
      explanation:
        'No counsellor can guarantee outcomes, and claiming to, even softened with "usually", is dishonest. An honest answer about what the plan does builds more trust than a promise.',
    },
    {
      id: 'l09-c3',
      prompt:
        'During a debrief, a child says he is scared to show his results at home and cannot sleep before tests. What do you do?',
      options: [
        {
          id: 'a',
          text: 'Leave it for the family to raise, since pressure at home is a private family matter',
        },
        {
          id: 'b',
          text: 'Tell the parent, with the child present, that they are putting too much pressure on him',
        },
        {
          id: 'c',
          text: 'Speak to the parent alone, share his words, suggest a change and when to get help',
        },
        { id: 'd', text: 'Write it in the parent note, so the family has his words in writing at home' },
      ],
      answer: 'c',
      explanation:
        'Pressure is raised privately and respectfully, based on the child’s own words, with a concrete change and a clear line for referral. Public blame or silence both fail the child.',
    },
    {
      id: 'l09-c4',
      prompt: 'A family says coaching and private colleges are beyond their means. What fits your role?',
      options: [
        {
          id: 'a',
          text: 'Include options that fit: government colleges, polytechnics, ITIs and scholarships',
        },
        {
          id: 'b',
          text: 'Explain that paid coaching is usually needed, and suggest the cheapest one nearby',
        },
        {
          id: 'c',
          text: 'Suggest an education loan, so the child can still aim for the best private college',
        },
        { id: 'd', text: 'Leave money out of the conversation, since raising it may embarrass the family' },
      ],
      answer: 'a',
      explanation:
        'Ask about money, do not assume, and include routes that fit the family. Never push a paid option a family cannot afford.',
    },
  ],
}
