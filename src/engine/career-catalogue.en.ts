/**
 * The career catalogue's texts in English (India): for each career of career-catalogue.ts its name, the usual
 * course and its length, and one plain line on the work; for each entrance exam its name and its usual months.
 * "Usually": dates move from year to year, and the report says so.
 */
import type { ExamId } from './career-catalogue'

export interface CareerTexts {
  title: string
  /** The usual course after class 12 and its length. */
  course: string
  /** One plain line on the work. */
  work: string
}

export interface ExamTexts {
  name: string
  /** When it is usually held. */
  when: string
}

export interface CatalogueTexts {
  careers: Readonly<Record<string, CareerTexts>>
  exams: Readonly<Record<ExamId, ExamTexts>>
}

const t = (title: string, course: string, work: string): CareerTexts => ({ title, course, work })

export const catalogueEn: CatalogueTexts = {
  careers: {
    'software-engineer': t(
      'Software engineer',
      'B.Tech or BE, 4 years (or BCA, 3 years)',
      'Designs, writes and tests the programs behind apps, websites and machines.',
    ),
    'civil-engineer': t(
      'Civil engineer',
      'B.Tech or BE, 4 years',
      'Plans and builds roads, bridges, buildings and water systems, and checks that they are safe.',
    ),
    'mechanical-engineer': t(
      'Mechanical engineer',
      'B.Tech or BE, 4 years',
      'Designs and improves machines, engines and the factories that make them.',
    ),
    'electrical-engineer': t(
      'Electrical engineer',
      'B.Tech or BE, 4 years',
      'Works on how power is made, carried and used, from grids to motors.',
    ),
    'data-scientist': t(
      'Data scientist',
      'B.Tech, B.Sc or BCA, 3-4 years, often with a master’s',
      'Finds patterns in large sets of numbers and helps people decide with them.',
    ),
    'research-scientist': t(
      'Research scientist',
      'B.Sc or BS-MS, 3-5 years, then usually a PhD',
      'Asks questions about nature and answers them with experiments and careful reasoning.',
    ),
    architect: t(
      'Architect',
      'B.Arch, 5 years',
      'Designs buildings and spaces that are safe, useful and good to live in.',
    ),
    'aerospace-engineer': t(
      'Aerospace engineer',
      'B.Tech or BE, 4 years',
      'Designs and tests aircraft, satellites and their parts.',
    ),
    'chemical-engineer': t(
      'Chemical engineer',
      'B.Tech or BE, 4 years',
      'Turns laboratory chemistry into safe processes that make medicines, fuels and materials at scale.',
    ),
    statistician: t(
      'Statistician',
      'B.Sc or BA in statistics or maths, 3-4 years',
      'Collects and reads data to answer questions for governments, hospitals and businesses.',
    ),
    'environmental-scientist': t(
      'Environmental scientist',
      'B.Sc, 3-4 years, often with an M.Sc',
      'Studies air, water, soil and living things, and how to protect them.',
    ),
    'electronics-engineer': t(
      'Electronics engineer',
      'B.Tech or BE, 4 years',
      'Designs the circuits and chips inside phones, medical devices and vehicles.',
    ),
    'graphic-designer': t(
      'Graphic designer',
      'B.Des, 4 years (or a diploma)',
      'Makes posters, logos, books and screens that say something clearly with pictures and type.',
    ),
    'product-designer': t(
      'Product designer',
      'B.Des, 4 years',
      'Designs the everyday objects people use, from chairs to gadgets, and tests them with users.',
    ),
    'fashion-designer': t(
      'Fashion designer',
      'B.Des in fashion, 4 years',
      'Designs clothes and accessories, from the first sketch to the finished piece.',
    ),
    journalist: t(
      'Journalist',
      'BA in journalism and mass communication, 3 years',
      'Finds out what is happening, checks the facts and tells people in words, pictures or video.',
    ),
    'content-writer': t(
      'Writer and editor',
      'BA in English, Hindi or another language, 3 years',
      'Writes and edits books, articles, scripts and the words on websites.',
    ),
    animator: t(
      'Animator',
      'B.Des or a degree in animation, 3-4 years',
      'Brings drawings and models to life for films, games and learning.',
    ),
    filmmaker: t(
      'Filmmaker',
      'A degree or diploma in film, 2-4 years',
      'Plans, shoots and edits films and videos, and leads the team that makes them.',
    ),
    musician: t(
      'Musician',
      'BA or B.Mus in music, 3-4 years, with years of practice',
      'Performs, composes or teaches music, on stage, in studios and in schools.',
    ),
    photographer: t(
      'Photographer',
      'A diploma or degree in photography, 1-3 years',
      'Tells stories and records events through photographs.',
    ),
    'ux-designer': t(
      'UX designer',
      'B.Des, 4 years',
      'Studies how people use apps and services and designs them to be easy and pleasant.',
    ),
    'interior-designer': t(
      'Interior designer',
      'B.Des or a diploma in interior design, 3-4 years',
      'Plans rooms and spaces: layout, light, colour and furniture.',
    ),
    'advertising-professional': t(
      'Advertising professional',
      'BA or BBA, 3 years, often with a course in mass communication',
      'Creates campaigns that tell people about products and ideas.',
    ),
    doctor: t(
      'Doctor',
      'MBBS, 5½ years including the internship',
      'Examines patients, finds what is wrong and treats them; many then specialise.',
    ),
    dentist: t(
      'Dentist',
      'BDS, 5 years including the internship',
      'Looks after teeth and gums, treats problems and helps prevent them.',
    ),
    nurse: t(
      'Nurse',
      'B.Sc Nursing, 4 years',
      'Cares for patients day and night, gives treatment and supports families.',
    ),
    pharmacist: t(
      'Pharmacist',
      'B.Pharm, 4 years (or D.Pharm, 2 years)',
      'Prepares and checks medicines and explains to patients how to take them.',
    ),
    physiotherapist: t(
      'Physiotherapist',
      'BPT, 4½ years including the internship',
      'Helps people move and recover after injuries, surgery or illness with exercise and care.',
    ),
    psychologist: t(
      'Psychologist',
      'BA or B.Sc in psychology, 3 years, then an MA or M.Sc (clinical work needs further RCI-recognised training)',
      'Listens to people, understands how they think and feel, and helps them cope and grow.',
    ),
    veterinarian: t(
      'Veterinary doctor',
      'B.V.Sc & AH, 5½ years including the internship',
      'Treats animals, from pets to farm animals, and protects public health.',
    ),
    biotechnologist: t(
      'Biotechnologist',
      'B.Tech or B.Sc in biotechnology, 3-4 years',
      'Uses living cells to make medicines, vaccines, better crops and cleaner processes.',
    ),
    nutritionist: t(
      'Nutritionist and dietitian',
      'B.Sc in nutrition, 3 years',
      'Plans what people eat to stay healthy or recover, in hospitals, schools and sport.',
    ),
    'ayush-doctor': t(
      'Ayurveda or homoeopathy doctor',
      'BAMS or BHMS, 5½ years including the internship',
      'Treats patients with the systems of Ayurveda or homoeopathy, recognised in India.',
    ),
    'lab-technologist': t(
      'Medical laboratory technologist',
      'B.Sc in medical lab technology, 3 years',
      'Tests blood and other samples so that doctors can find what is wrong.',
    ),
    'speech-therapist': t(
      'Speech and hearing therapist',
      'BASLP, 4 years including the internship',
      'Helps children and adults who find speaking, hearing or swallowing hard.',
    ),
    'civil-servant': t(
      'Civil servant (IAS and other services)',
      'Any degree, 3-4 years, then the civil services examination',
      'Runs public services and carries out government policy, from a district to a ministry.',
    ),
    lawyer: t(
      'Lawyer',
      'BA LLB (integrated), 5 years, or LLB, 3 years after a degree',
      'Advises people and organisations on the law and argues their case.',
    ),
    judge: t(
      'Judge',
      'A law degree, then practice and the judicial services examination',
      'Hears both sides of a case and decides it fairly by the law.',
    ),
    'defence-officer': t(
      'Officer in the armed forces',
      'NDA, 3 years, then a year of training at the service’s academy',
      'Leads soldiers, sailors or air warriors and protects the country.',
    ),
    'police-officer': t(
      'Police officer',
      'Any degree, then the civil services or a state examination',
      'Keeps people safe, investigates crimes and keeps order.',
    ),
    teacher: t(
      'Teacher',
      'A degree, 3-4 years, then B.Ed, 2 years; or the integrated teacher education programme (ITEP: a BA, B.Sc or B.Com with a B.Ed), 4 years',
      'Helps children learn a subject, and grow as people.',
    ),
    'social-worker': t(
      'Social worker',
      'BSW, 3 years, often followed by an MSW, 2 years',
      'Works with families and communities to solve problems and reach help they are owed.',
    ),
    diplomat: t(
      'Diplomat (Indian Foreign Service)',
      'Any degree, then the civil services examination',
      'Represents India abroad and works on its relations with other countries.',
    ),
    'public-policy-analyst': t(
      'Public policy analyst',
      'BA in economics or political science, 3 years, often with a master’s',
      'Studies what a law or a scheme does and suggests how to make it work better.',
    ),
    'development-professional': t(
      'Development professional',
      'BA in social sciences, 3 years, often with a master’s',
      'Runs programmes for health, education or livelihoods with NGOs and government.',
    ),
    librarian: t(
      'Librarian',
      'B.Lib.I.Sc, 1 year after a degree',
      'Builds collections of books and information and helps people find what they need.',
    ),
    'forest-officer': t(
      'Forest officer',
      'A science degree, then the forest service or a state examination',
      'Protects forests and wildlife and works with the people who live near them.',
    ),
    'business-manager': t(
      'Business manager',
      'BBA or B.Com, 3 years, often followed by an MBA',
      'Plans and runs a team or a part of a company so that it meets its goals.',
    ),
    entrepreneur: t(
      'Entrepreneur',
      'Any degree; many take BBA or a course in business',
      'Starts and grows a business around an idea people will pay for.',
    ),
    'marketing-manager': t(
      'Marketing manager',
      'BBA, 3 years, often followed by an MBA',
      'Finds out what customers want and plans how to reach them.',
    ),
    'hr-manager': t(
      'Human resources manager',
      'BBA or BA, 3 years, often followed by an MBA in HR',
      'Hires people, looks after their growth and keeps a workplace fair.',
    ),
    'hotel-manager': t(
      'Hotel manager',
      'B.Sc in hospitality and hotel administration, 3-4 years',
      'Runs hotels and restaurants so that guests are well looked after.',
    ),
    'event-manager': t(
      'Event manager',
      'A degree or diploma in event management, 1-3 years',
      'Plans weddings, conferences and festivals, and makes the day run smoothly.',
    ),
    'sales-manager': t(
      'Sales manager',
      'BBA or B.Com, 3 years',
      'Leads a team that explains products to customers and wins their trust.',
    ),
    'operations-manager': t(
      'Operations manager',
      'BBA, B.Com or B.Tech, 3-4 years, often with an MBA',
      'Makes sure work gets done on time and well, in factories, shops or offices.',
    ),
    'management-consultant': t(
      'Management consultant',
      'A degree, 3-4 years, usually followed by an MBA',
      'Studies a company’s problems and advises it how to solve them.',
    ),
    'product-manager': t(
      'Product manager',
      'B.Tech or BBA, 3-4 years, often with an MBA',
      'Decides what an app or a product should do next, with designers and engineers.',
    ),
    'logistics-manager': t(
      'Logistics manager',
      'BBA or a degree in logistics, 3 years',
      'Plans how goods move from factories to shops and homes, on time.',
    ),
    'public-relations-officer': t(
      'Public relations officer',
      'BA in mass communication, 3 years',
      'Speaks for an organisation to the press and the public.',
    ),
    'chartered-accountant': t(
      'Chartered accountant',
      'CA (ICAI): Foundation, Intermediate, articleship and Final, usually about 5 years after class 12',
      'Prepares and checks accounts and taxes and advises businesses on money.',
    ),
    'company-secretary': t(
      'Company secretary',
      'CS (ICSI): Executive and Professional levels, usually 3-4 years',
      'Makes sure a company follows the law and keeps its records right.',
    ),
    'cost-accountant': t(
      'Cost and management accountant',
      'CMA (ICMAI): Foundation, Intermediate and Final, usually 3-4 years',
      'Works out what things cost and helps a company spend wisely.',
    ),
    'bank-officer': t(
      'Bank officer',
      'Any degree, 3 years, then a bank examination',
      'Helps customers with savings, loans and payments, and runs a branch.',
    ),
    'financial-analyst': t(
      'Financial analyst',
      'B.Com, BBA or B.Sc, 3 years, often with a CFA or an MBA',
      'Studies companies and markets to advise where money should go.',
    ),
    actuary: t(
      'Actuary',
      'A degree with maths or statistics, and the actuarial examinations over several years',
      'Uses maths to measure risk for insurance and pensions.',
    ),
    economist: t(
      'Economist',
      'BA or B.Sc in economics, 3 years, usually with a master’s',
      'Studies how people, businesses and governments use money and resources.',
    ),
    'investment-banker': t(
      'Investment banker',
      'B.Com, BBA or B.Tech, 3-4 years, usually with an MBA',
      'Helps companies raise money and buy or merge with other companies.',
    ),
    'tax-consultant': t(
      'Tax consultant',
      'B.Com, 3 years, often with CA or CS',
      'Helps people and businesses file taxes correctly and plan for them.',
    ),
    'insurance-professional': t(
      'Insurance professional',
      'Any degree, 3 years, with insurance examinations',
      'Helps families and businesses protect themselves against loss.',
    ),
    auditor: t(
      'Auditor',
      'CA (ICAI), usually about 5 years after class 12',
      'Checks an organisation’s accounts and says whether they are true and fair.',
    ),
    'financial-planner': t(
      'Financial planner',
      'B.Com or BBA, 3 years, with a certification',
      'Helps families save and plan for goals such as a home, studies or retirement.',
    ),
    electrician: t(
      'Electrician',
      'ITI (electrician trade), 2 years',
      'Installs and repairs wiring and electrical equipment in homes and factories.',
    ),
    'automobile-technician': t(
      'Automobile technician',
      'ITI (mechanic trade), 2 years, or a diploma, 3 years',
      'Finds and fixes faults in cars, bikes and trucks.',
    ),
    'diploma-engineer': t(
      'Diploma engineer',
      'Polytechnic diploma, 3 years after class 10',
      'Works on site and in workshops to build, run and repair machines and structures.',
    ),
    'agriculture-scientist': t(
      'Agriculture scientist',
      'B.Sc (Agriculture), 4 years',
      'Helps farmers grow better crops with less water, soil loss and pests.',
    ),
    chef: t(
      'Chef',
      'A degree or diploma in hotel management or culinary arts, 1-4 years',
      'Plans menus and cooks in hotels, restaurants and kitchens of every size.',
    ),
    pilot: t(
      'Commercial pilot',
      'Class 12 with physics and maths, then often 1½-2 years at a DGCA-approved flying school (about 200 flying hours) for the commercial pilot licence, which needs a DGCA Class 1 medical; the training is costly',
      'Flies aircraft safely, with the crew, for airlines and other operators.',
    ),
    'merchant-navy-officer': t(
      'Merchant navy officer',
      'B.Sc Nautical Science, 3 years, or B.Tech Marine Engineering, 4 years; needs physics, chemistry and maths in class 12, and the eyesight (colour vision too) and medical fitness standards of DG Shipping',
      'Runs the ships that carry goods across the seas.',
    ),
    'sports-coach': t(
      'Sports coach',
      'BPES or a B.Sc in physical education, 3 years (then a BPEd, 2 years), or a 4-year integrated programme',
      'Trains players and teams and helps them stay fit and grow.',
    ),
    surveyor: t(
      'Surveyor',
      'ITI or a diploma in surveying, 2-3 years',
      'Measures land and maps it before roads, buildings or farms are planned.',
    ),
    'tourism-guide': t(
      'Tourism professional',
      'BA or a diploma in tourism, 1-3 years',
      'Plans trips and shows visitors the places, history and culture of a region.',
    ),
    'construction-supervisor': t(
      'Construction supervisor',
      'A polytechnic diploma in civil engineering, 3 years',
      'Runs work on a building site: people, materials, safety and time.',
    ),
    'wildlife-conservationist': t(
      'Wildlife conservationist',
      'B.Sc in zoology or forestry, 3-4 years, often with an M.Sc',
      'Studies and protects animals and their habitats, often in the field.',
    ),
  },
  exams: {
    'jee-main': { name: 'JEE Main', when: 'usually in January and April' },
    'jee-advanced': { name: 'JEE Advanced (for the IITs)', when: 'usually in May or June, after JEE Main' },
    'iiser-iat': { name: 'IISER Aptitude Test (IAT)', when: 'usually in May or June' },
    nest: { name: 'NEST (for NISER and UM-DAE CEBS)', when: 'usually in June' },
    'neet-ug': { name: 'NEET-UG', when: 'usually in May' },
    'cuet-ug': { name: 'CUET-UG', when: 'usually in May and June' },
    clat: { name: 'CLAT', when: 'usually in December, for admission the next year' },
    'nid-dat': { name: 'NID DAT', when: 'the first stage usually in December or January' },
    nift: { name: 'NIFT entrance', when: 'usually in February' },
    uceed: { name: 'UCEED', when: 'usually in January' },
    nata: { name: 'NATA', when: 'several dates, usually in spring and early summer' },
    nda: { name: 'NDA (UPSC)', when: 'twice a year, usually in April and September' },
    ipmat: { name: 'IPMAT', when: 'usually in May' },
    'ca-foundation': { name: 'CA Foundation', when: 'several sessions a year' },
    cseet: { name: 'CSEET', when: 'several sessions a year' },
    'cma-foundation': { name: 'CMA Foundation', when: 'twice a year' },
    'nchm-jee': { name: 'NCHM JEE', when: 'usually in April or May' },
    ncet: { name: 'NCET (for the integrated B.Ed, ITEP)', when: 'usually between April and June' },
    'imu-cet': { name: 'IMU CET (Indian Maritime University)', when: 'usually in May or June' },
    'flying-school': {
      name: 'the flying school’s own test, after a DGCA Class 2 medical',
      when: 'dates differ by school',
    },
    polytechnic: {
      name: 'the state polytechnic entrance',
      when: 'usually in April to June, after class 10; after class 12, many states admit to a diploma’s second year',
    },
    iti: {
      name: 'ITI admission, on merit through the state’s counselling',
      when: 'usually in June to August, after class 10',
    },
    'upsc-cse': {
      name: 'the UPSC civil services examination',
      when: 'after a degree; the first stage usually in May or June',
    },
    'state-psc': {
      name: 'the state public service examination',
      when: 'after a degree; dates differ by state',
    },
    ssc: { name: 'the SSC examinations', when: 'after class 12 or a degree; several in a year' },
    'bank-po': {
      name: 'the bank officer examinations (IBPS, SBI)',
      when: 'after a degree; usually once a year',
    },
    'college-own': {
      name: 'the college’s own admission test or merit list',
      when: 'dates differ by college',
    },
  },
}
