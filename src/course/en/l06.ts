import type { Lesson } from '../types'

export const lesson: Lesson = {
  id: 'l06',
  session: 6,
  title: 'Career clusters and the Indian education pathway',
  summary:
    'The seven career families, the streams after class 10, the diploma and ITI routes, and the entrance exams each path leads to, stated only as far as the facts are sure.',
  minutes: 25,
  topic: 'streams-exams',
  blocks: [
    { kind: 'heading', text: 'The promise of this lesson: facts you can stand behind' },
    {
      kind: 'paragraph',
      text: 'Parents will ask you about streams and entrance exams more than anything else. This is where a counsellor earns or loses trust fastest, because facts can be checked. The rule for the whole lesson: **state only what you are sure of, say "usually" rather than a date, and send families to the official notice** (the exam’s own website and information bulletin) for eligibility, dates and fees, which change from year to year. Never invent a figure: not a cut-off, not a number of seats, not a salary.',
    },
    { kind: 'heading', text: 'The seven career families' },
    {
      kind: 'paragraph',
      text: 'The report reads a child’s domains against seven career families. Know each one well enough to name a few careers from it and the subjects they usually need:',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Technical and Scientific**: engineering of many kinds, computer science, research science, architecture, data work. Usually needs maths and physics in classes 11-12.',
        '**Creative and Media**: design (product, communication, fashion), fine arts, writing, journalism, film, animation. Open to all streams, with a portfolio and design entrance tests.',
        '**Healthcare and Life Sciences**: medicine, dentistry, nursing, pharmacy, physiotherapy, biotechnology, psychology (which is also taught in Humanities). Clinical courses usually need biology with physics and chemistry.',
        '**Public Service and Government**: civil services, defence, police, teaching, law, social work, public policy. Most routes are open to all streams; some (such as NDA’s Air Force and Navy wings) need physics and maths.',
        '**Management and Corporate**: business administration, marketing, human resources, operations, entrepreneurship. Open to all streams; maths helps for many programmes.',
        '**Banking and Money Management**: chartered accountancy, company secretary, banking, finance, actuarial work, economics. Commerce helps; maths is needed for some (actuarial science, economics honours at many universities).',
        '**Practical and Field Work**: skilled trades, agriculture, hospitality, aviation maintenance, tourism, sports, technicians of many kinds. Often through diplomas, ITIs and apprenticeships as well as degrees.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'For each leading family, the report lists four or five careers that best match this child, each with a line on the work, the course and its length, and the usual entrance exams. Use that list as a menu to explore, not a final answer: "These are careers where people use what Aarav told us he enjoys. Which one would you like to know more about?"',
    },
    { kind: 'heading', text: 'The pathway after class 10' },
    {
      kind: 'figure',
      file: 'stream-tree',
      alt: 'A tree starting at class 10, branching into Science with maths, Science with biology, Commerce, Humanities, and the polytechnic diploma and ITI route, each leading to examples of entrance exams and courses.',
      caption:
        'After class 10: four streams and the vocational routes, with examples of where each leads. Many doors stay open across branches.',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Science with maths (PCM)**: physics, chemistry, maths. Leads to engineering (JEE Main, and JEE Advanced for the IITs), architecture (NATA, or JEE Main’s architecture paper), the NDA’s Air Force and Navy wings, pure sciences, and keeps most commerce and humanities degrees open too.',
        '**Science with biology (PCB)**: physics, chemistry, biology. Leads to medicine and dentistry (NEET-UG), nursing, pharmacy, physiotherapy, life sciences, agriculture. Some students take PCMB (both maths and biology) to keep both doors open; it is a heavy load, and worth choosing only if the child enjoys both.',
        '**Commerce**: accountancy, business studies, economics, with or without maths. Leads to CA (the CA Foundation), company secretary, B.Com, BBA, economics, and management (IPMAT, CUET-UG). Taking maths in commerce keeps more programmes open.',
        '**Humanities (Arts)**: subjects such as history, political science, geography, psychology, sociology, economics, languages. Leads to law (CLAT), psychology, journalism, design, civil services preparation, teaching, social work, and university degrees through CUET-UG. It is a strong choice for many children, not a fallback.',
        '**Polytechnic diploma**: usually three years after class 10, in engineering and technology branches, run under the state boards of technical education; admission through a state entrance test or merit, depending on the state. In many states, diploma holders can join the second year of a B.Tech through lateral entry.',
        '**ITI (Industrial Training Institute)**: trade courses such as electrician, fitter or welder, usually one or two years, some open after class 8 and most after class 10; they lead to a national trade certificate, apprenticeships and jobs, and can be combined with further study.',
      ],
    },
    {
      kind: 'note',
      text: 'Eligibility details (which subjects, which minimum marks) differ by exam, by institute and by year. When a family is deciding, look up the current information bulletin together, or ask them to. "Usually" is an honest word; a confident wrong fact is not.',
    },
    { kind: 'heading', text: 'The entrance exams, one line each' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**JEE Main**: conducted by the National Testing Agency (NTA), usually in two sessions (around January and April). For engineering admissions to the NITs, IIITs and many other institutes, and the qualifying step for JEE Advanced, which leads to the IITs. Needs physics and maths in class 12.',
        '**NEET-UG**: conducted by the NTA, usually once a year around May. The entrance for MBBS and BDS across India, and used for AYUSH courses and some other health courses. Needs physics, chemistry and biology in class 12.',
        '**CUET-UG**: conducted by the NTA, usually around May-June. Used for undergraduate admission to central universities and many other universities. The student chooses languages and subjects that match the courses they want; it is open to all streams.',
        '**CLAT**: conducted by the Consortium of National Law Universities, usually in December for admission the following year. For the five-year integrated law degrees at the national law universities. Open to all streams. (NLU Delhi admits through its own test, AILET.)',
        '**NID DAT**: the National Institute of Design’s Design Aptitude Test for its B.Des programme, usually with a first stage around December-January. Open to all streams.',
        '**NIFT entrance**: for the National Institute of Fashion Technology’s B.Des (open to all streams) and B.FTech (needs physics, chemistry and maths), usually in February.',
        '**UCEED**: conducted by IIT Bombay, usually in January, for the B.Des programmes at several IITs and some other institutes. Open to all streams.',
        '**NATA**: the Council of Architecture’s aptitude test for B.Arch, usually held in several sessions between about March and July. B.Arch needs maths (with physics and chemistry) in class 12.',
        '**NDA**: conducted by UPSC, usually twice a year (around April and September), followed by the SSB interview. The Army wing is open to all streams; the Air Force and Navy wings need physics and maths in class 12. There are age, marital-status and physical standards: read the UPSC notice. It is open to girls and boys.',
        '**IPMAT**: for the five-year integrated management programmes of IIM Indore (whose scores some other institutes use) and IIM Rohtak (which holds its own), usually around May. Open to all streams; it has a maths section.',
        '**CA Foundation**: the first level of chartered accountancy, conducted by the Institute of Chartered Accountants of India (ICAI), taken after class 12 and held more than once a year. Open to all streams; commerce with accounts helps.',
        '**Polytechnic and ITI admissions**: through state entrance tests, counselling or merit, as each state decides; usually in the months after class 10 results.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: the stream decision on the sample report',
      reportPage: null,
      text: [
        'Aarav is in class 9, so his report has the stream decision section: Science (PCM), Science (PCB), Commerce, Humanities and the vocational routes, each with its fit for him, the reasons from his own answers, what to check before choosing, and the exams each usually leads to. Streams that one changed answer could swap are shown as equally close.',
        'What a counsellor might say: "For Aarav, the report shows four streams as equally close: Science with biology, the vocational routes, Science with maths and Humanities; Commerce is a possible fit. So his answers alone do not choose a stream, and the report says so honestly. For Science with maths, the reasons in his own answers are investigating, hands-on reasoning and love of learning, and what to check is how comfortable he is with maths and physics this year. It also names the exams each stream usually leads to: for PCM, JEE Main and Advanced, NATA for architecture, NDA. We don’t need to decide today; class 9 is the year to check. Let’s plan how."',
        'Why this works: the counsellor reads what the report actually says, including its conditions, ties the choice to evidence, and uses the year that remains.',
      ],
    },
    { kind: 'heading', text: 'Doors that stay open' },
    {
      kind: 'paragraph',
      text: 'Families often believe that a stream closes every other door forever. It closes some, not all. The report’s section for classes 11-12 shows **the routes that stay open when the fit lies in another stream**. Know the main ones:',
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        'A PCM student drawn to design can take UCEED, NID DAT or NIFT’s B.Des; they are open to all streams.',
        'Any stream can lead to law (CLAT), management (IPMAT, or a BBA through CUET-UG), journalism, psychology, civil services and teaching.',
        'A PCB student drawn to numbers and business can take commerce degrees through CUET-UG, or the CA route.',
        'A polytechnic diploma can lead on to a B.Tech through lateral entry in many states.',
        'What usually does not open later without the subject: engineering (needs maths and physics), MBBS and BDS (need biology), B.Arch (needs maths). These are the subjects to keep if the child may want them.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a class 11 student in the "wrong" stream',
      reportPage: null,
      text: [
        'An example class 11 boy, Vikram, is in PCM because his parents chose it. His report’s leading family is Creative and Media; his answers show Creating and Visual and spatial thinking stronger.',
        'What a counsellor might say: "Vikram, you don’t have to change stream to follow this. Design entrance tests like UCEED, NID DAT and NIFT’s B.Des are open to students from any stream, including yours. What you need is a portfolio and practice with the kinds of drawing and thinking these tests ask for. Your maths also keeps architecture open, which combines design with science. Shall we look at the design exams’ sample papers together and plan a portfolio over the next year?"',
        'Why this works: no one is blamed for the stream choice; the child’s fit is taken seriously; the route is real and checkable.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'The myths you will hear most are worth answering before they are asked. "Humanities is for weak students": no; law, psychology, design, journalism, civil services and teaching draw strongly on it. "Commerce without maths is useless": no; many programmes accept it, though maths keeps more open. "A diploma is second class": no; it is a practical route with its own ladder to a degree. "Only PCM keeps every door open": it keeps many, but not medicine, and two years of a stream a child dislikes has its own cost.',
    },
    { kind: 'heading', text: 'The class matters: what to discuss when' },
    {
      kind: 'list',
      ordered: false,
      items: [
        '**Classes 6-8**: exploration. No stream verdict; the report gives subjects, activities, clubs and reading to try. Your role: widen the picture.',
        '**Classes 9-10**: the stream decision. Class 10 boards are usually in February-March and results around May (CBSE has added a second, optional class 10 exam in May for improving marks, from 2026; each board sets its own calendar, so check its notice); the choice of stream for class 11 usually follows. Class 9 is the year to test interests and watch marks.',
        '**Classes 11-12**: paths from the current stream, entrance exams and their usual months, and what stays open. Registration for many exams opens months before the exam: check each one early.',
      ],
    },
    {
      kind: 'note',
      text: 'Never tell a family that a particular exam is "easy" or "impossible", or quote cut-offs from memory. Say what the exam is for, who can take it, and roughly when; then open the official site together.',
    },
    { kind: 'heading', text: 'In short' },
    {
      kind: 'list',
      ordered: false,
      items: [
        'Seven families; the report names careers that fit this child within them.',
        'After class 10: PCM, PCB, Commerce, Humanities, and the polytechnic and ITI routes. Humanities is a strong choice, not a fallback.',
        'Know the exams in one line each; say "usually"; send families to the official notice.',
        'Many doors stay open across streams; engineering, MBBS and B.Arch need their subjects.',
      ],
    },
  ],
  checks: [
    {
      id: 'l06-c1',
      prompt: 'A class 12 PCM student wants to study design. Which exams are open to her?',
      options: [
        {
          id: 'a',
          text: 'Only after a year of Humanities subjects, since design entrances usually need them',
        },
        { id: 'b', text: 'Only NIFT’s B.FTech, the one design-related course that asks for PCM' },
        { id: 'c', text: 'UCEED, NID DAT and NIFT’s B.Des entrance, which are open to all streams' },
        { id: 'd', text: 'Only B.Arch through NATA, since design for PCM students means architecture' },
      ],
      answer: 'c',
      explanation:
        'The main design entrances (UCEED, NID DAT, NIFT’s B.Des) are open to students of all streams, with no extra year needed. NIFT’s B.FTech is a technology degree, and B.Arch is one option among several, not the only one.',
    },
    {
      id: 'l06-c2',
      prompt: 'Which statement about NEET-UG is accurate?',
      options: [
        { id: 'a', text: 'Conducted by the NTA, usually around May, with physics, chemistry and biology' },
        { id: 'b', text: 'Conducted by the NTA, usually in two sessions, January and April, with biology' },
        { id: 'c', text: 'Conducted by UPSC, usually once a year, and open to students of any stream' },
        { id: 'd', text: 'Conducted by each state, usually in June, with physics, chemistry and biology' },
      ],
      answer: 'a',
      explanation:
        'NEET-UG is the NTA’s national entrance for MBBS, BDS and other health courses, usually once a year around May, with physics, chemistry and biology required. Two sessions in January and April are JEE Main’s pattern; UPSC conducts NDA.',
    },
    {
      id: 'l06-c3',
      prompt:
        'A parent asks for last year’s cut-off for a law university. You do not know it. What do you do?',
      options: [
        { id: 'a', text: 'Give a rough figure from memory, and say it is approximate and may change' },
        { id: 'b', text: 'Say you don’t know, explain what CLAT is for, and look it up officially together' },
        { id: 'c', text: 'Quote the figure a coaching centre publishes, since they usually track cut-offs' },
        { id: 'd', text: 'Say cut-offs change every year, so it is best not to think about them yet' },
      ],
      answer: 'b',
      explanation:
        'Never invent or pass on unchecked figures. State what you are sure of and go to the official source together.',
    },
    {
      id: 'l06-c4',
      prompt: 'Which of these usually cannot be reached later without the subject in classes 11-12?',
      options: [
        { id: 'a', text: 'Law through CLAT, after Humanities' },
        { id: 'b', text: 'A B.Des through UCEED, after fine arts' },
        { id: 'c', text: 'Management through IPMAT, after commerce' },
        { id: 'd', text: 'MBBS through NEET-UG, after biology' },
      ],
      answer: 'd',
      explanation:
        'Law, design and management entrances are open to all streams. MBBS needs biology (with physics and chemistry); engineering and B.Arch need maths.',
    },
    {
      id: 'l06-c5',
      prompt: 'What is true of the polytechnic diploma route?',
      options: [
        {
          id: 'a',
          text: 'Usually two years after class 12, and it counts as the first year of a B.Tech degree',
        },
        {
          id: 'b',
          text: 'Usually three years after class 10, with lateral entry to a B.Tech in many states',
        },
        { id: 'c', text: 'Usually run by the NTA with JEE Main, and open after class 10 in every state' },
        { id: 'd', text: 'Usually three years after class 10, but it ends further study at diploma level' },
      ],
      answer: 'b',
      explanation:
        'A polytechnic diploma is a respected route, usually three years after class 10, with lateral entry into the second year of a B.Tech available in many states. Admission is run by the states, not the NTA.',
    },
  ],
}
