/**
 * The final assessment's question bank in English (session 13): multiple choice and short cases on a sample report,
 * at least eight per course topic, four options each, one defensible right answer. The Hindi bank (bank.hi.ts) has
 * the same ids, kinds, topics and answers. Ids are stable and never reused.
 */
import type { BankQuestion, CourseTopic } from './types'

type Answer = 'a' | 'b' | 'c' | 'd'

/** One question: `situation` is null for a plain question and the written-out case for a case. */
function q(
  id: string,
  topic: CourseTopic,
  situation: string | null,
  prompt: string,
  options: readonly [string, string, string, string],
  answer: Answer,
): BankQuestion {
  return {
    id,
    kind: situation === null ? 'choice' : 'case',
    topic,
    case: situation,
    prompt,
    options: options.map((text, i) => ({ id: 'abcd'[i]!, text })),
    answer,
  }
}

export const bank: readonly BankQuestion[] = [
  // What the scan measures and does not.
  q('q001', 'scan-measures', null, 'What does the DEM scan measure?', [
    'A child’s intelligence, from timed puzzles',
    'A child’s preferences and ways of working, from the child’s own answers',
    'A child’s school performance, from marks entered by the parent',
    'A child’s mental health, from a clinical checklist',
  ], 'b'),
  q('q002', 'scan-measures', null, 'How many questions does the child answer in the scan?', ['27', '33', '231', '45'], 'a'),
  q('q003', 'scan-measures', null, 'Where does "231 factors across 33 domains" come from?', [
    'Each of the 27 questions has 231 possible answers',
    '231 careers grouped into 33 families',
    '33 domains of seven factors each, grouped into six parts',
    'The number of children in the original study',
  ], 'c'),
  q('q004', 'scan-measures', null, 'In this report, what does the aptitudes part describe?', [
    'Measured ability in each subject',
    'The child’s IQ band',
    'The marks the child is likely to get in class 10',
    'The kinds of thinking the child prefers and feels at ease with, from their answers',
  ], 'd'),
  q('q005', 'scan-measures', null, 'What does the child’s context (class, board, stream, subjects) change in the report?', [
    'The advice: which decision is next for this class, and which careers and exams are relevant',
    'The domain scores',
    'Nothing; it is only printed on the cover',
    'The number of questions asked',
  ], 'a'),
  q('q006', 'scan-measures', null, 'What is a domain’s "margin" in the report’s engine?', [
    'The gap between the child’s score and the class average',
    'How far one changed answer could move the domain’s score',
    'The space left on the page for notes',
    'The difference between two children’s reports',
  ], 'b'),
  q('q007', 'scan-measures', 'A parent reads "Working with numbers: growing" in her son’s report and says: "So the test proves he is weak in maths."', 'What is the accurate reply?', [
    '"Yes; the aptitudes part is a maths test."',
    '"The report is wrong; ignore it."',
    '"It shows he chose number activities less often in his answers; his marks and teachers tell us about ability. Let’s look at both."',
    '"He should drop maths after class 10."',
  ], 'c'),
  q('q008', 'scan-measures', 'A report opens with a notice that most answers were the middle of the scale. The child is in class 8 and the debrief is booked for tomorrow.', 'What is the best step?', [
    'Hold the debrief as planned and ignore the notice',
    'Tell the parent the child lied',
    'Ask staff to remove the notice',
    'Call the parent, explain the notice without blame, suggest the free retake from My orders, and move the debrief to after the new report',
  ], 'd'),
  q('q009', 'scan-measures', null, 'Which statement about the report is true?', [
    'The same answers always give the same report',
    'It diagnoses learning difficulties',
    'It predicts which entrance exam the child will clear',
    'It changes each time it is opened',
  ], 'a'),
  q('q010', 'scan-measures', null, 'Why does the report call it a photograph rather than a verdict?', [
    'Because it contains pictures',
    'Because it reflects the child’s answers at one moment, and children change',
    'Because it must be printed',
    'Because it cannot be shared',
  ], 'b'),
  q('q011', 'scan-measures', null, 'Who can see the domain figures (numbers) behind the bands?', [
    'The child, on the page written for them',
    'Anyone with the report’s link',
    'The counsellor’s and staff views; the parent’s and child’s pages show bands and words',
    'Only the school',
  ], 'c'),
  q('q012', 'scan-measures', 'A father asks: "How can 27 questions say all this about my daughter?"', 'Which answer is true and fair?', [
    '"It is based on ancient wisdom, so it is always right."',
    '"It uses artificial intelligence, so it knows her better than you."',
    '"It doesn’t; the report is mostly the same for every child."',
    '"Each answer feeds several small observations, 231 in all, grouped into 33 qualities. But 27 answers are still 27 answers: that’s why it shows bands, ties and how sure it is."',
  ], 'd'),

  // Reading every part of the report with a family.
  q('q013', 'reading-report', null, 'What does the "balanced" band mean for a domain?', [
    'The child chose these behaviours sometimes, leaning neither strongly towards nor away',
    'The child scored average marks',
    'The child is mediocre at it',
    'The domain could not be scored',
  ], 'a'),
  q('q014', 'reading-report', null, 'The report shows two strengths as equally clear. How should you speak of them?', [
    'Rank them anyway, to be decisive',
    'Together, as the child’s clearest strengths, since one changed answer could swap them',
    'Mention only the first one printed',
    'Say the report could not decide and is unreliable',
  ], 'b'),
  q('q015', 'reading-report', null, 'What is the "Where your support helps most" section?', [
    'A list of the child’s failings to correct',
    'A list of subjects to drop',
    'Domains in the growing band, with what helps, written without scores or the word "weak"',
    'The domains the parent chose',
  ], 'c'),
  q('q016', 'reading-report', null, 'Which way of describing a strength is best?', [
    '"You are very talented."',
    '"You scored highest in your class in Creating."',
    '"You are more creative than your sister."',
    '"Creating is one of your clearest strengths: you chose drawing and making things again and again. Where could you use it this term?"',
  ], 'd'),
  q('q017', 'reading-report', 'A girl’s Calm and balance is in the growing band. Her mother asks: "Does this mean she has anxiety?"', 'What do you say?', [
    '"The report does not diagnose anything. She told us she often feels unsteady under pressure; let’s talk about what helps, and if it lasts or affects sleep or eating, a professional should see her."',
    '"Yes, it is a sign of an anxiety disorder."',
    '"No, it means nothing at all."',
    '"She needs to be stricter with herself."',
  ], 'a'),
  q('q018', 'reading-report', null, 'How should learning style be used in a study plan?', [
    'Teach only in the preferred style, which is proven to raise marks',
    'As the starting point, then mixing in other methods, including written practice',
    'Ignore it, since exams are written',
    'Choose a school that teaches only in that style',
  ], 'b'),
  q('q019', 'reading-report', null, 'What should you do with the summary page’s "three things to do this month"?', [
    'Read them out as instructions the family must follow',
    'Skip them, since you will make your own plan',
    'Adjust them with the family: who, what, when, fitted to their situation',
    'Replace them with coaching enrolment',
  ], 'c'),
  q('q020', 'reading-report', 'A class 7 boy’s report shows mostly balanced domains and no careless-answering notice. His father says: "So he is average at everything."', 'What is the best reply?', [
    '"Yes, he should choose the safest stream."',
    '"We should retake the scan until something stands out."',
    '"I will refer him to a psychologist."',
    '"Balanced means flexible. Many children his age have not yet found strong pulls. Let’s plan a few short, different activities so he can discover what he enjoys."',
  ], 'd'),
  q('q021', 'reading-report', null, 'When is it right to use the page written for the child?', [
    'Near the start of a debrief, asking the child which sentence sounds most like them and whether anything does not',
    'Never; it is only for parents',
    'Only after the plan is agreed',
    'Only for children in classes 11-12',
  ], 'a'),
  q('q022', 'reading-report', 'A parent disagrees with the report: "It says she is balanced in Organisation, but she is not organised at all."', 'What is the best response?', [
    'Insist the report is correct',
    '"The report reflects how she sees herself; you see her differently at home. Both are real. Which things does she keep in order?"',
    'Agree the report is wrong and skip the section',
    'Ask the child to explain why she lied',
  ], 'b'),
  q('q023', 'reading-report', null, 'Which is a fair use of the personality part?', [
    'Telling a quiet child that people-facing careers are closed to them',
    'Predicting exam results from Self-confidence',
    'Talking about the kind of work setting the child may enjoy, and planning habits that fit their style',
    'Comparing the child with a sibling',
  ], 'c'),
  q('q024', 'reading-report', null, 'What should the parent note you write after a session contain?', [
    'The domain figures from the counsellor’s view',
    'What the parent told you privately',
    'Your opinion of the parents',
    'The strengths in specific words, at most one growing area with what helps, the agreed steps and the follow-up date',
  ], 'd'),

  // The stream decision and the entrance exams.
  q('q025', 'streams-exams', null, 'Which entrance exam is the national route to MBBS and BDS?', ['NEET-UG', 'CUET-UG', 'CLAT', 'IPMAT'], 'a'),
  q('q026', 'streams-exams', null, 'What is true of JEE Main?', [
    'It is held by UPSC for the defence academies',
    'It is conducted by the NTA, usually in two sessions, for engineering admissions, and is the step towards JEE Advanced for the IITs',
    'It is open to students without maths',
    'It is the entrance for law',
  ], 'b'),
  q('q027', 'streams-exams', null, 'A class 12 PCM student wants a B.Des. Which exams are open to her?', [
    'None; design needs Humanities',
    'Only NEET-UG',
    'UCEED, NID DAT and NIFT’s B.Des entrance',
    'Only the CA Foundation',
  ], 'c'),
  q('q028', 'streams-exams', null, 'Which of these usually needs maths in class 12?', [
    'CLAT for law',
    'UCEED for design',
    'A BA through CUET-UG',
    'B.Arch, through NATA or JEE Main’s architecture paper',
  ], 'd'),
  q('q029', 'streams-exams', null, 'What is true of CLAT?', [
    'It is usually held in December for the five-year law degrees at the national law universities, and is open to all streams',
    'It is only for Humanities students',
    'It is conducted by the NTA with NEET',
    'It is the entrance to the IIMs’ MBA',
  ], 'a'),
  q('q030', 'streams-exams', null, 'NDA is conducted by UPSC. Which statement is accurate?', [
    'All three wings need biology',
    'The Army wing is open to all streams; the Air Force and Navy wings need physics and maths in class 12',
    'It is only for boys',
    'It is held once every two years',
  ], 'b'),
  q('q031', 'streams-exams', null, 'What is the polytechnic diploma route?', [
    'A route only for those who failed class 10',
    'A one-month certificate after class 12',
    'Usually a three-year diploma after class 10, with lateral entry to a B.Tech’s second year in many states',
    'The NTA’s engineering exam',
  ], 'c'),
  q('q032', 'streams-exams', 'A parent asks you for last year’s cut-off at a particular national law university. You do not know it.', 'What do you do?', [
    'Give an estimate so the parent has a number',
    'Repeat a figure you saw in a coaching advertisement',
    'Say cut-offs do not matter',
    'Say you don’t have it, explain what CLAT is and when it is usually held, and look up the official information together',
  ], 'd'),
  q('q033', 'streams-exams', 'Aarav (the sample report’s fictional boy) is in class 9. His report shows Science with maths as his closest stream, and says to check how his maths goes this year. His maths is average.', 'What is the best advice?', [
    'Use class 9 to test the interest and work on maths, and decide the stream in class 10 with his marks, his interests and the report',
    'Enrol him in JEE coaching now',
    'Choose Commerce because his maths is average',
    'Decide nothing until class 12',
  ], 'a'),
  q('q034', 'streams-exams', null, 'What does the report give a class 6-8 child instead of a stream verdict?', [
    'A list of entrance exams to register for',
    'Exploration: subjects, activities, clubs and reading to try',
    'A recommended coaching centre',
    'A predicted class 10 result',
  ], 'b'),
  q('q035', 'streams-exams', null, 'How should a roadmap step mention an exam’s timing?', [
    'With last year’s exact date',
    'Without any timing',
    'With the usual month, and a date by which to check the official site for registration',
    'With the date a coaching centre gives',
  ], 'c'),
  q('q036', 'streams-exams', 'Rahul (an example) is in class 11 Commerce with maths. His report shows Management and Corporate and Banking and Money Management equally close.', 'Which exams are relevant for him to look into?', [
    'NEET-UG and NATA',
    'NDA’s Navy wing only',
    'UCEED only',
    'IPMAT, the CA Foundation after class 12, and CUET-UG for B.Com or BBA programmes',
  ], 'd'),
  q('q037', 'streams-exams', null, 'Which statement about Humanities is accurate?', [
    'It leads to law, psychology, journalism, design, teaching, civil services preparation and university degrees through CUET-UG',
    'It is only for students with low marks',
    'It closes all entrance exams',
    'It cannot be combined with economics',
  ], 'a'),
  q('q038', 'streams-exams', null, 'What does CUET-UG do?', [
    'Admits students to the IITs',
    'Is used for undergraduate admission to central universities and many others; students choose languages and subjects matching their courses',
    'Licenses chartered accountants',
    'Selects officers for the Army',
  ], 'b'),

  // Running a 45-minute debrief.
  q('q039', 'debrief', null, 'What should come first in a debrief?', [
    'Reading the strengths section aloud',
    'The stream decision',
    'A short frame (time, agenda, what the report is and is not, privacy), then the child’s own view',
    'The figures from the counsellor’s view',
  ], 'c'),
  q('q040', 'debrief', null, 'How much of a 45-minute debrief should be kept for the plan and closing?', [
    'None; the plan is mailed',
    'About two minutes',
    'The whole session',
    'About the last ten to fifteen minutes, even if the report discussion is not finished',
  ], 'd'),
  q('q041', 'debrief', null, 'Which is part of preparing for a debrief?', [
    'Reading both views of the report, checking for a careless-answering notice, noting the class, and marking strengths, a growing area, the leading families and the decision',
    'Downloading the report and sharing it with the school',
    'Calling the child to tell them the results',
    'Nothing; preparing makes the session less natural',
  ], 'a'),
  q('q042', 'debrief', null, 'When can you mark a session held in your workspace?', [
    'As soon as it is booked',
    'Only once its time has come',
    'Any time in the same week',
    'Only after the follow-up call',
  ], 'b'),
  q('q043', 'debrief', 'Twenty-eight minutes into a debrief, you are still on the personality part. The family came with a stream question for their class 10 daughter.', 'What do you do?', [
    'Finish personality fully; the stream can wait',
    'Extend the session to an hour without asking',
    'Move to the stream decision and the plan, and offer a short follow-up for the rest',
    'End early and mail the plan',
  ], 'c'),
  q('q044', 'debrief', null, 'Which belongs in your private notes, not the parent note?', [
    'The three agreed steps',
    'The follow-up date',
    'The child’s clearest strengths',
    'What the mother told you privately about tension at home',
  ], 'd'),
  q('q045', 'debrief', 'In a debrief, the father answers every question you ask his son, who is in class 9.', 'What is the best move?', [
    'Thank the father for his view, then ask the son by name and wait for his answer',
    'Ask the father to leave',
    'Direct all questions to the father from then on',
    'Tell the son to speak up for himself',
  ], 'a'),
  q('q046', 'debrief', null, 'How should a debrief end?', [
    'With a list of every domain and its band',
    'With remaining questions, a three-sentence summary, what happens next, and one true, encouraging sentence to the child',
    'With an offer of the premium plan',
    'With a reminder to buy coaching',
  ], 'b'),
  q('q047', 'debrief', null, 'In an online debrief the connection keeps failing. What do you do?', [
    'Cancel and mark no-show',
    'Carry on with the sound cutting out',
    'Switch to a phone call and ask the family to open their copy of the report',
    'Ask the family to rebook for next month',
  ], 'c'),
  q('q048', 'debrief', null, 'What should the plan agreed in a debrief look like?', [
    'A full daily timetable from 5 a.m.',
    'A list of careers to choose from',
    'A recommendation of one coaching centre',
    'Three steps, each with who, what, when and how you will know, with at least one chosen by the child',
  ], 'd'),
  q('q049', 'debrief', 'While you discuss streams, a class 10 girl starts crying and says she cannot sleep before any test and feels hopeless.', 'What do you do?', [
    'Stop the agenda, listen calmly, and follow the referral steps with the parent; the careers plan can wait',
    'Continue, since the stream choice is urgent',
    'Tell her that everyone feels this way in class 10',
    'Suggest she retake the scan',
  ], 'a'),
  q('q050', 'debrief', null, 'Who should usually be present for most of a debrief?', [
    'Only the parent',
    'The child and at least one parent',
    'Only the child',
    'The child’s class teacher',
  ], 'b'),

  // Talking to a worried parent.
  q('q051', 'worried-parent', null, 'What is the first of the five steps with a worried or insistent parent?', ['Bring evidence', 'Offer options', 'Listen to the whole concern', 'Agree a next step'], 'c'),
  q('q052', 'worried-parent', null, 'A mother asks: "If we follow your plan, will she get into a good college?" What is the honest answer?', [
    '"Yes, if she works hard."',
    '"Most of my students do."',
    '"The report guarantees a good fit."',
    '"I can’t promise any result. The plan improves the chances of a good decision that fits her."',
  ], 'd'),
  q('q053', 'worried-parent', 'Mr Reddy (an example) says his class 10 daughter must do NEET because both parents work in healthcare. Her report shows Creating and Words and language stronger; her biology marks are good.', 'Which response follows the five steps?', [
    'Acknowledge his wish for her security, show what her answers say, name routes that combine her interests with health, and agree a step such as a day at the hospital plus a short writing course',
    'Tell him the report proves she must not do medicine',
    'Agree to NEET to keep the family happy',
    'Ask the daughter to argue with her father',
  ], 'a'),
  q('q054', 'worried-parent', null, 'A parent says: "My brother’s son got into an IIT. Why can’t mine?" What do you do?', [
    'Compare the two boys’ reports',
    'Move to this child’s own strengths and path, without comparing',
    'Agree that the cousin is more capable',
    'Suggest the same coaching as the cousin',
  ], 'b'),
  q('q055', 'worried-parent', 'A family tells you coaching and private colleges are beyond their means.', 'What fits your role?', [
    'Tell them the child’s future depends on paid coaching',
    'Suggest a loan for the most expensive option',
    'Include options that fit: government colleges through the national exams, polytechnics and ITIs, scholarships to look up, free resources',
    'Avoid the subject of money',
  ], 'c'),
  q('q056', 'worried-parent', null, 'You notice signs of pressure: the child looks at the parent before every answer and says he is scared to show results. What do you do?', [
    'Tell the parent in front of the child that they are too strict',
    'Write it in the parent note',
    'Ignore it; it is a family matter',
    'Speak to the parent alone, describe what the child said, suggest one concrete change, and say when to seek help',
  ], 'd'),
  q('q057', 'worried-parent', 'The parents disagree in the debrief: the mother wants Commerce, the father Science, for their class 10 son.', 'What is the best approach?', [
    'Put both views on the table, bring the report’s evidence to both, and propose a step that tests them',
    'Side with the parent whose choice matches the report',
    'Tell them to decide at home and end the session',
    'Ask the son to choose between his parents',
  ], 'a'),
  q('q058', 'worried-parent', null, 'A parent says: "How can an online test know my child?" What is a good reply?', [
    '"It knows her better than you do."',
    '"It can’t know her as you do; it organises what she told us. Let’s check it against what you see."',
    '"You are right; it is useless."',
    '"It is scientifically proven to be accurate."',
  ], 'b'),
  q('q059', 'worried-parent', null, 'A parent hoped for a "science child" and goes quiet when Creative and Media leads. What helps most?', [
    'Change the subject',
    'Tell the parent they are wrong to be disappointed',
    'Name the feeling gently, widen the picture with facts about design, architecture and media, and ask what the child has made recently',
    'Suggest a retake',
  ], 'c'),
  q('q060', 'worried-parent', 'Your debrief falls two days after a class 12 boy’s disappointing JEE Main result. His mother is angry and he is silent.', 'How do you start?', [
    'With the plan for the next attempt',
    'With his domain scores',
    'By telling her the result was predictable',
    'With the feeling ("this is a hard week"), separating the result from the child, then planning the next step with a date',
  ], 'd'),
  q('q061', 'worried-parent', null, 'A parent says a daughter should choose something "safe" and close to home. What is your role?', [
    'Respect the family’s values while making sure the decision is made on full, correct information about what fits her and what is open to her',
    'Argue until the parent changes their mind',
    'Say nothing about the options',
    'Tell the daughter to ignore her parents',
  ], 'a'),
  q('q062', 'worried-parent', null, 'What advice helps a parent support rather than pressure?', [
    'Praise only rank and marks',
    'Praise effort and strategy specifically, protect time to explore, and keep a second option alive openly',
    'Remove all free time until the exams',
    'Compare the child with classmates to motivate them',
  ], 'b'),

  // A child's data and consent.
  q('q063', 'data-consent', null, 'Under the DPDP Act 2023, who is a child?', ['Anyone under 14', 'Anyone under 16', 'Anyone under 18', 'Anyone still in school'], 'c'),
  q('q064', 'data-consent', null, 'Before processing a child’s personal data, what does the DPDP Act 2023 require?', [
    'The child’s signature',
    'The school’s permission',
    'Nothing, if the purpose is education',
    'The verifiable consent of a parent or lawful guardian',
  ], 'd'),
  q('q065', 'data-consent', null, 'What does purpose limitation mean for a child’s scan answers?', [
    'They are used only for the report and its counselling, the purpose consented to',
    'They can be used for any purpose after a year',
    'They can be shared with schools for planning',
    'They can be used in the counsellor’s marketing',
  ], 'a'),
  q('q066', 'data-consent', 'A parent withdraws consent from the privacy centre a day before the booked debrief.', 'What happens in the product?', [
    'Nothing until you agree',
    'The answers, the child’s details, the profile and the reports are erased, the debrief is cancelled and its notes erased; the invoice stays',
    'Only the PDF is removed',
    'The invoice is deleted too',
  ], 'b'),
  q('q067', 'data-consent', 'A principal who hosted your seminar asks for the reports of the students who took the scan "to plan our streams".', 'What is right?', [
    'Send them, since the school invited you',
    'Send them without names',
    'Decline; the parents consented for their own child’s counselling. Offer to ask parents whether they wish to share',
    'Send only the summary pages',
  ], 'c'),
  q('q068', 'data-consent', null, 'You downloaded a report’s PDF to prepare a debrief. What should you do after the session?', [
    'Keep it in case the family asks later',
    'Forward it to the parent on WhatsApp',
    'Print it for your files',
    'Delete it; the report stays in the product',
  ], 'd'),
  q('q069', 'data-consent', null, 'What does the DPDP Act 2023 say about withdrawing consent?', [
    'It can be withdrawn as easily as it was given; processing then stops and the data is erased unless the law requires keeping it',
    'It cannot be withdrawn once given',
    'It can be withdrawn only in writing by post',
    'Withdrawal applies only to adults',
  ], 'a'),
  q('q070', 'data-consent', null, 'Which is allowed under the Act and the product’s rules?', [
    'Targeted advertising to children based on their scan',
    'A parent downloading and correcting their child’s data',
    'Sharing scan results with coaching centres',
    'Keeping a child’s report after consent is withdrawn',
  ], 'b'),
  q('q071', 'data-consent', 'You accidentally mail a child’s report to the wrong parent.', 'What do you do?', [
    'Say nothing and hope it is ignored',
    'Ask the wrong parent to delete it and tell no one',
    'Tell the company’s privacy contact at once so it can be handled properly',
    'Delete your sent mail',
  ], 'c'),
  q('q072', 'data-consent', null, 'How should you contact a family about their child’s scan?', [
    'Through the child’s social media',
    'Directly by messaging the child',
    'Through the child’s class teacher',
    'Through the parent, unless the parent agreed otherwise',
  ], 'd'),
  q('q073', 'data-consent', null, 'Who gives consent for the scan before the child answers?', [
    'The parent, who also gives the child’s context',
    'The child alone',
    'The counsellor',
    'The school',
  ], 'a'),
  q('q074', 'data-consent', null, 'You want to tell a story about a student in a school talk. What is acceptable?', [
    'Use a real child’s name to make it believable',
    'An invented example that you say is an example, or a story told with the family’s permission and no identifying details',
    'A photo of a report on your screen',
    'A real report with the name blurred',
  ], 'b'),

  // Ethics and referral.
  q('q075', 'ethics-referral', null, 'A child mentions, half joking, that she sometimes wants to hurt herself. What do you do?', [
    'Laugh it off so she is not embarrassed',
    'Promise to keep it secret',
    'Take it seriously, tell the parent the same day and give Tele-MANAS 14416; in immediate danger, a hospital or 112',
    'Suggest a retake of the scan',
  ], 'c'),
  q('q076', 'ethics-referral', null, 'What is Tele-MANAS (14416)?', [
    'The DEM helpline for report questions',
    'An exam helpline of the NTA',
    'A coaching institute’s number',
    'India’s national tele mental health helpline',
  ], 'd'),
  q('q077', 'ethics-referral', 'A parent mentions that her son in class 8 still reverses letters and cannot copy from the board, despite effort; teachers have mentioned it for years.', 'What do you do?', [
    'Suggest an assessment by the school’s special educator or counsellor, a clinical psychologist or a paediatrician',
    'Tell her he has dyslexia',
    'Say his Learning by reading and writing band explains it',
    'Advise more tuition and move on',
  ], 'a'),
  q('q078', 'ethics-referral', null, 'Why can you not promise a child to keep everything secret?', [
    'Because parents own the report',
    'Because if you are worried about the child’s safety, you must tell the parent so the child gets help',
    'Because the school must be told everything',
    'Because notes are public',
  ], 'b'),
  q('q079', 'ethics-referral', null, 'A coaching centre offers you a fee for every student you send. What is right?', [
    'Accept, since it helps families find coaching',
    'Accept, but only for students whose reports fit',
    'Decline, or at the very least disclose it to every family and recommend only what fits the child',
    'Accept and keep it private',
  ], 'c'),
  q('q080', 'ethics-referral', null, 'Which is within a careers counsellor’s competence?', [
    'Diagnosing ADHD from the Focus domain',
    'Prescribing a study medicine',
    'Giving legal advice on admissions disputes',
    'Explaining the report and helping the family plan the next step',
  ], 'd'),
  q('q081', 'ethics-referral', 'After a session, you realise you told a family that NIFT’s B.FTech is open to all streams. It needs maths and physics.', 'What do you do?', [
    'Correct it with the family promptly, in writing',
    'Say nothing; they may not notice',
    'Wait until the follow-up call in two months',
    'Ask the child to check it',
  ], 'a'),
  q('q082', 'ethics-referral', null, 'A child tells you, in the debrief, that someone at home frightens her. What do you do?', [
    'Investigate by calling relatives',
    'Follow the school’s child protection process and, where required, the authorities; Childline (1098) can be called; do not investigate yourself',
    'Keep it secret as she asked',
    'Tell her it is not a careers matter',
  ], 'b'),
  q('q083', 'ethics-referral', null, 'A parent asks you not to tell the child that Healthcare is not among her leading families. What do you do?', [
    'Lie to the child as the parent asked',
    'Tell the child the parent asked you to hide it',
    'Agree with the parent how to say it kindly; you may choose what to emphasise, but you do not lie to the child',
    'Refuse to hold the debrief',
  ], 'c'),
  q('q084', 'ethics-referral', null, 'Which statement about referral is right?', [
    'Refer only when you are certain of a problem',
    'Referral means the counsellor has failed',
    'Refer only if the parent asks',
    'Notice and pass it on; you do not need to be sure, and referring is part of doing the job well',
  ], 'd'),
  q('q085', 'ethics-referral', 'A class 11 boy says he has felt low for weeks, stopped meeting friends and sleeps most of the day. No self-harm is mentioned.', 'What is the right referral?', [
    'Suggest the school counsellor and a clinical psychologist or doctor, and tell the parent',
    'Suggest a new stream',
    'Advise more exercise and no further action',
    'Book another debrief in three months',
  ], 'a'),
  q('q086', 'ethics-referral', null, 'What may you accept from a family you counsel?', [
    'A gift of jewellery after a good result',
    'No gifts beyond token courtesy',
    'A cash tip for extra sessions',
    'An invitation to become their child’s private tutor',
  ], 'b'),

  // The business of counselling.
  q('q087', 'business', null, 'What does a family pay for the Achiever’s Report?', ['₹7,000', '₹7,999', '₹4,999', '₹10,000'], 'c'),
  q('q088', 'business', null, 'How long does the site remember your referral after a parent opens your link?', ['One hour', 'Until the browser closes', 'One year', '30 days'], 'd'),
  q('q089', 'business', null, 'How is your commission on referral sales paid?', [
    'Outside the product, as your agreement says; staff see your referral sales and commission in the back office',
    'Added to the family’s price at checkout',
    'In cash by the family',
    'Deducted from your kit fee',
  ], 'a'),
  q('q090', 'business', 'At a seminar, a parent asks whether you earn anything if she buys the report.', 'What do you say?', [
    '"No, I do this only as a service."',
    '"Yes: if you buy through my link, I’m your counsellor and I receive a commission from the company."',
    '"That is confidential."',
    '"Only if you buy the premium plan."',
  ], 'b'),
  q('q091', 'business', null, 'When a family pays for a report without any referral link, who is assigned as their counsellor?', [
    'The counsellor who lives closest',
    'A counsellor chosen by the parent from a list',
    'The certified counsellor with the fewest open students',
    'No one until staff decide',
  ], 'c'),
  q('q092', 'business', null, 'Which way of growing your practice is acceptable?', [
    'Telling parents the offer ends tonight',
    'Posting your link in school groups without permission',
    'Writing invented success stories presented as real',
    'Asking a satisfied parent, after a good follow-up, to pass your link to families facing the same decision',
  ], 'd'),
  q('q093', 'business', 'A school agrees to host your parent seminar on stream choice.', 'Which arrangement is appropriate?', [
    'A free talk, a short honest mention of the report, no student data collected, voluntary participation',
    'Making the scan compulsory for class 9',
    'Collecting students’ phone numbers at the door',
    'Offering the school a share of your commission for every sale',
  ], 'a'),
  q('q094', 'business', null, 'Which lead record is acceptable?', [
    'Children’s phone numbers collected at a school',
    'A parent’s name and phone, given to be contacted after results, with the child’s class, the question and when to call',
    'A parent’s contact copied from a school group',
    'A parent’s details kept for years after they said no',
  ], 'b'),
  q('q095', 'business', null, 'How should you set your availability in the workspace?', [
    'Open as many hours as possible and cancel the ones you cannot keep',
    'Open no hours and arrange times by phone',
    'Open hours you can keep every week, including an evening or weekend slot, and mark away dates early',
    'Open hours only during school time',
  ], 'c'),
  q('q096', 'business', null, 'What is the main purpose of the follow-up call a few weeks after a debrief?', [
    'To sell a second report',
    'To ask for a testimonial',
    'To repeat the report’s findings',
    'To check the agreed steps (what was done, learned, to change) and set the next date',
  ], 'd'),
  q('q097', 'business', null, 'What do the programme’s advertised earnings figures mean for you?', [
    'They are an advertisement, not a promise; what you earn depends on how many families you help and how',
    'They are guaranteed by the company',
    'They are the minimum you will earn',
    'You should repeat them to teachers you recruit',
  ], 'a'),
  q('q098', 'business', 'A parent at your seminar cannot afford the report this year.', 'What is the right response?', [
    'Offer a discount from your own pocket',
    'Help anyway with the free advice, facts and routes you shared, without pressure',
    'Ask for cash at a lower price',
    'Stop answering her questions',
  ], 'b'),
]
