import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l10',
  session: 10,
  title: 'Ethics, privacy and professional conduct',
  summary:
    'A child’s data and consent under India’s DPDP Act 2023 and in the product, your rules for handling reports and notes, professional ethics, and exactly when and how to refer.',
  minutes: 25,
  topic: 'data-consent',
  blocks: [
    { kind: 'heading', text: 'Trust is the whole business' },
    {
      kind: 'paragraph',
      text: 'A family gives you something precious: their child’s answers about themselves, their worries, sometimes their secrets. Everything in your practice rests on their trust that you will use it only to help the child, keep it safe, and tell the truth. This lesson covers three parts of that trust: the child’s data and consent, your professional conduct, and referral when a child needs more than a careers counsellor. Each part has rules you must follow and judgement you must use, and this lesson gives you both.',
    },
    { kind: 'heading', text: 'A child’s data under India’s DPDP Act 2023' },
    {
      kind: 'paragraph',
      text: 'India’s **Digital Personal Data Protection Act, 2023** (the DPDP Act) governs how organisations handle personal data in digital form. You do not need to be a lawyer, but you must know the principles that shape how the product treats a child’s data, because you handle it too.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**A child is anyone under 18.** Before processing a child’s personal data, an organisation must obtain the **verifiable consent of a parent** (or lawful guardian).',
        '**Purpose limitation**: data is used for the purpose the consent was given for, and not for something else. A child’s scan answers are for the report and its counselling, not for marketing.',
        '**No tracking or targeted advertising directed at children**, and no processing likely to harm a child’s well-being.',
        '**Consent can be withdrawn**, as easily as it was given. After withdrawal, processing stops and the data is erased unless the law requires keeping it.',
        '**Rights of the person** (here, the parent on the child’s behalf): to know what data is held, to correct it, to have it erased, and to have a grievance answered.',
        '**The Data Protection Board of India** can hear complaints and impose penalties.',
      ],
    },
    {
      kind: 'note',
      text: 'The detailed rules under the Act are made and updated by the government. The product’s privacy policy and privacy centre say how it applies them. When a parent asks a legal question you cannot answer, point them to the privacy centre and its contact person; do not guess.',
    },
    { kind: 'heading', text: 'How consent works in the product' },
    {
      kind: 'figure',
      file: 'consent-path',
      alt: 'A path from left to right: the parent pays, the parent gives consent and the child’s context, the child answers the scan, the report is made, the counsellor debriefs; a branch at any point leads to withdrawing consent, which erases the answers, details, profile, reports and session notes.',
      caption:
        'Consent comes first, from the parent, and can be withdrawn at any point; withdrawal erases the child’s data.',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        '**The parent consents** before the child answers: to the scan and its purpose (the report and its counselling). At the same time, they give the child’s context: class, board, stream and subjects for classes 11-12, favourite and least favourite subjects, and how the Hindi report should address the child.',
        '**The child answers** the 27 questions. The answers, the context and the profile are the child’s data.',
        '**The report is made** and the order is assigned to a counsellor, who sees it in their workspace.',
        '**The parent can see and correct** the child’s details, and can download the data (an export) from the privacy centre.',
        '**The parent can withdraw consent** at any time, from My orders or the privacy centre. The child’s answers, details, profile and reports are erased; a booked debrief is cancelled and its session notes are erased. The invoice stays, because tax law requires it.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Notice what this means for you. Your access to a child’s report comes from the parent’s consent and from the order being assigned to you; you can open only your own students’ reports, and only while the family’s consent stands. If a parent withdraws consent, the report disappears from your workspace and your session notes for that child are erased. That is correct: the family has asked for the data to go. You should not have copies elsewhere, and that leads to your rules.',
    },
    { kind: 'heading', text: 'Consent is more than a checkbox' },
    {
      kind: 'paragraph',
      text: 'The law asks for the parent’s consent. Good practice also asks for the child’s willingness. A child who is made to take the scan, or who does not know what it is for, gives answers that help no one. When a parent asks you how to introduce the scan, suggest they tell the child in plain words: what it is (questions about what you like and how you work), what it is for (to help choose what to try and study next), who will see it (the family and the counsellor), and that there are no right or wrong answers. If a child refuses, do not push; suggest trying again later. In the debrief, the same respect applies: the child may say "I don’t want to talk about that", and you move on.',
    },
    { kind: 'heading', text: 'Your rules for a child’s data' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Keep reports in the product.** Read them in your workspace. Do not forward the PDF, post screenshots in WhatsApp groups, or print copies you leave lying around. If you download a PDF to prepare, delete it after the session.',
        '**Use the data only for this child’s counselling.** Not for your marketing, not as an "example" for another family (examples in talks must be invented and said to be), not for research of your own.',
        '**Share with no one else** without the parent’s clear permission: not the school, not a relative, not another counsellor. If a teacher asks about a student’s report, the answer is that the family can share it if they wish.',
        '**Contact the family through the parent**, not the child directly, unless the parent has agreed otherwise; and never through personal social media.',
        '**Private notes are for professional observations.** Write what you would be comfortable for the parent to see if they asked; keep opinions out.',
        '**If consent is withdrawn, let it go.** Do not keep your own notes or copies; do not call the family to argue.',
        '**Report a mistake at once.** If you send a report to the wrong person or lose a device with a child’s data, tell the company’s privacy contact immediately, so it can be handled properly.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a request from a school',
      reportPage: null,
      text: [
        'A school principal who invited you for a seminar asks: "Can you send me the reports of our students who took the scan? We want to plan our streams."',
        'What a counsellor might say: "I understand why that would help. I can’t share individual reports: the parents consented to the scan for their own child’s counselling, not for the school. What I can do is ask the parents whether they would like to share their child’s report with you; some may be glad to. And I can give a talk to your teachers on how streams are chosen, without any child’s data."',
        'Why this works: purpose limitation is respected; the principal gets a helpful alternative; the decision stays with the parents.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'The same rules apply when you promote your practice. A testimonial from a parent needs that parent’s written permission, and never names or describes the child in a way that identifies them. A story in a school talk about "a girl who discovered design" must be invented and said to be an example, or told with the family’s permission and no identifying details. A photograph of a session is never taken without everyone’s consent, and never of a child’s report on a screen.',
    },
    { kind: 'heading', text: 'Professional conduct' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Honesty**: say only what the report and the facts support; say "I don’t know" when you don’t; never promise results.',
        '**Competence**: stay within your training. You are a careers counsellor, not a therapist, doctor or lawyer.',
        '**Disclosure of interests**: if a family bought through your referral link, you earn a commission; if asked, say so plainly. Never recommend a paid product because it pays you.',
        '**Respect**: for the family’s values, language, religion, money and choices; no comparisons, no labels, no ridicule.',
        '**Boundaries**: no gifts beyond token courtesy; no personal relationships with families you counsel; no sessions alone with a child behind closed doors (online, a parent should be at home and aware).',
        '**Fairness**: the same care for every family, whatever they paid or whoever referred them.',
        '**Care for yourself**: hard conversations take a toll. Talk to a colleague or your trainer about a difficult case (without identifying the family), and take breaks between sessions.',
      ],
    },
    { kind: 'heading', text: 'Dilemmas you will meet' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**A parent asks you to hide something from the child** ("don’t tell her that Healthcare is not leading"). You can choose what to emphasise, but you do not lie to the child. Agree with the parent on how to say it kindly.',
        '**A child asks you not to tell the parent** that they want to study art. This is not a safety matter, so you can respect the confidence, and help the child find a way and a time to tell the parent themselves, perhaps in the session with your support.',
        '**A coaching centre offers you a fee for every student you send.** Accepting would put your income against the family’s interest. Decline, or at the very least disclose it to every family and recommend only what fits the child.',
        '**A friend asks to see a neighbour’s child’s report "just out of interest".** No. Confidentiality has no exception for curiosity.',
        '**You realise after a session that you gave a wrong fact** (an exam’s eligibility, say). Correct it with the family promptly, in writing. An honest correction builds more trust than a silent mistake.',
      ],
    },
    { kind: 'heading', text: 'Referral: when, to whom, how' },
    {
      kind: 'paragraph',
      text: 'You met referral in session 1. Here are the exact rules. **Refer** when something goes beyond careers guidance and needs a trained professional. You do not need to be sure; you need to notice and pass it on. Referring too early costs a family a conversation with a professional; referring too late can cost far more.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Lasting distress** (weeks of low mood, withdrawal from friends, big changes in sleep or eating, panic, hopelessness): suggest the school counsellor, and a clinical psychologist or a doctor. In India a clinical psychologist needs an RCI-recognised qualification and registration with the Rehabilitation Council of India; a family can ask to see it. A course like this one does not make you a psychologist: never call yourself one or offer therapy.',
        '**Any talk of self-harm or suicide**, even in passing or as a joke: take it seriously. Stay calm, listen, do not promise secrecy, tell the parent the same day, and give **Tele-MANAS, 14416**, India’s national tele mental health helpline (free, in many languages). If the child is in immediate danger, the family should go to the nearest hospital emergency or call the emergency number **112**.',
        '**Signs of a learning difficulty** (reading, writing or maths far behind despite effort; teachers repeatedly mentioning attention): the school’s special educator or counsellor, a clinical psychologist, or a paediatrician, who can assess properly.',
        '**Physical health concerns** (tiredness, headaches, eyesight, hearing): a doctor.',
        '**Abuse, neglect or fear of someone**: the school’s child protection process and, where required, the authorities; Childline (1098) can also be called. Do not investigate yourself.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a referral conversation',
      reportPage: null,
      text: [
        'In a debrief, an example class 9 student, Isha, says, looking down: "Sometimes I think everyone would be better off without me."',
        'What a counsellor might do: stop the agenda. "Isha, thank you for telling me that. That sounds really heavy, and I’m glad you said it. Are you having thoughts of hurting yourself?" Listen to the answer without panic or judgement. "This is important, and you deserve help from someone trained for exactly this. I’m going to talk to your mother about it with you, now."',
        'To the parent, with Isha present or right after: "Isha shared that she sometimes feels everyone would be better off without her. We must take that seriously today. Please call Tele-MANAS on 14416 or see a doctor or clinical psychologist as soon as possible. If at any point she is in danger, go to the nearest hospital or call 112. Please don’t scold her for saying it; she did the right thing."',
        'Afterwards: note in your private notes what was said and what you advised, and check with the parent within a day or two that help was sought. The careers plan can wait; when the family is ready, offer a new session, and let them decide when.',
      ],
    },
    {
      kind: 'note',
      text: 'You cannot promise a child to keep a safety concern secret. Say it kindly in advance if a child begins to confide: "I’ll keep what you tell me private, unless I’m worried about your safety; then I have to tell your parent so you get help."',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'DPDP Act 2023: verifiable parental consent for a child’s data, purpose limitation, withdrawal and erasure, no targeting of children.',
        'In the product: the parent consents first; withdrawal erases answers, details, profile, reports and session notes; the invoice stays.',
        'Your rules: reports stay in the product; use only for this child; share with no one without permission; report mistakes at once.',
        'Refer distress, self-harm talk, learning difficulties, health and safety concerns; Tele-MANAS 14416; emergencies 112.',
        'Conduct: honesty, competence, disclosed interests, respect, boundaries and fairness; correct your mistakes promptly.',
        'Promotion uses invented examples or permitted testimonials, never a child’s identifiable data.',
      ],
    },
  ],
  checks: [
    {
      id: 'l10-c1',
      prompt:
        'Under the DPDP Act 2023, what must an organisation obtain before processing a 14-year-old’s personal data?',
      options: [
        { id: 'a', text: 'The child’s own written consent, since the data is about the child' },
        { id: 'b', text: 'The school’s permission, when the scan is offered through the school' },
        { id: 'c', text: 'The verifiable consent of a parent or lawful guardian of the child' },
        { id: 'd', text: 'No separate consent, as long as the data is used only for education' },
      ],
      answer: 'c',
      explanation:
        'A child is anyone under 18, and the Act requires verifiable consent from a parent or lawful guardian before a child’s personal data is processed.',
    },
    {
      id: 'l10-c2',
      prompt: 'A parent withdraws consent for the scan. What happens in the product?',
      options: [
        { id: 'a', text: 'The answers are erased, but the counsellor keeps the report and notes for a year' },
        {
          id: 'b',
          text: 'Answers, profile and reports are erased, a booked debrief cancelled; the invoice stays',
        },
        {
          id: 'c',
          text: 'Everything is erased, the invoice included, since nothing about the child may remain',
        },
        {
          id: 'd',
          text: 'Only the PDF is withdrawn; the profile is kept in case the family changes its mind',
        },
      ],
      answer: 'b',
      explanation:
        'Withdrawal erases the child’s data, cancels a booked session and erases its notes. The invoice is kept because tax law requires it.',
    },
    {
      id: 'l10-c3',
      prompt: 'A principal asks you for the reports of students who took the scan. What is right?',
      options: [
        { id: 'a', text: 'Send them, since the school invited you and the reports help it plan' },
        { id: 'b', text: 'Send them with the names removed, so no child can be identified' },
        { id: 'c', text: 'Send only the summary pages, since they hold no sensitive detail' },
        { id: 'd', text: 'Decline, and offer to ask the parents whether they wish to share' },
      ],
      answer: 'd',
      explanation:
        'Purpose limitation: the data was given for the child’s report and counselling, not for the school, and that holds for summaries or reports without names too. Sharing is the parents’ decision.',
    },
    {
      id: 'l10-c4',
      prompt: 'A child mentions, half joking, that he sometimes wants to hurt himself. What do you do?',
      options: [
        { id: 'a', text: 'Treat it lightly so he is not embarrassed, and note it for the follow-up call' },
        { id: 'b', text: 'Promise to keep it secret, so that he keeps trusting you and says more' },
        { id: 'c', text: 'Take it seriously, tell the parent the same day and give Tele-MANAS 14416' },
        { id: 'd', text: 'Ask him gently if he meant it, and tell the parent only if he says he did' },
      ],
      answer: 'c',
      explanation:
        'Any talk of self-harm, even half joking, is taken seriously and referred at once, whether or not the child says he meant it. You cannot keep a safety concern secret; the parent is told and pointed to professional help, and if he is in danger, a hospital or 112.',
    },
  ],
}
